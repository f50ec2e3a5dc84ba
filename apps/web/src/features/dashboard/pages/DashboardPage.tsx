import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { permissions } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActivityUsers } from '../../../shared/activity/api/activity-api.ts';
import { usePermission } from '../../../shared/permissions/use-permission.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { failureText } from '../components/dashboard-text.ts';
import { MemberDashboard } from '../components/MemberDashboard.tsx';
import { useDashboardSearch } from '../components/use-dashboard-search.ts';

/**
 * `/dashboard`, the member view (§2 Employee dashboard): the signed-in member's own figures, or for owners and
 * managers any member of their data scope (`?member=`), over a day, week, month or custom range.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { search, ...navigate } = useDashboardSearch();
  const users = useActivityUsers();
  // Members-read is what owners and managers hold; everyone else gets only their own dashboard (ARCHITECTURE §7).
  const mayReview = usePermission(permissions.members.read);
  const member = users.data?.find((user) => (search.memberId ? user.userId === search.memberId : user.isSelf));

  const content = () => {
    if (users.isError && !users.data)
      return (
        <LoadFailed
          message={failureText(users.error, t('dashboard.errors.users'))}
          onRetry={() => void users.refetch()}
        />
      );
    if (!users.data)
      return (
        <Stack gap="md" aria-busy="true" aria-label={t('dashboard.member.loading')}>
          <Skeleton height={64} radius="md" />
          <Skeleton height={36} width={420} maw="100%" radius="md" />
          <Skeleton height={110} radius="md" />
        </Stack>
      );
    if (!member)
      return (
        <Group gap="md" role="status">
          <Text>{t('dashboard.member.notFound')}</Text>
          {search.memberId && (
            <Button component={Link} to="/dashboard" variant="light" size="xs">
              {t('dashboard.member.ownDashboard')}
            </Button>
          )}
        </Group>
      );
    return <MemberDashboard member={member} mayReview={mayReview} search={search} navigate={navigate} />;
  };

  return (
    <>
      <PageTitle>{t('nav.items.dashboard')}</PageTitle>
      {content()}
    </>
  );
}
