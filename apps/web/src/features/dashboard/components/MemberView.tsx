import { Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActivityMember } from '../../../shared/activity/api/activity-api.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { failureText } from './dashboard-text.ts';
import { MemberDashboard } from './MemberDashboard.tsx';
import { useDashboardSearch } from './use-dashboard-search.ts';

/**
 * The member view (§2 Employee dashboard): the signed-in member's own figures, or for owners and managers any member
 * of their data scope (`?member=`), over a day, week, month or custom range.
 */
export function MemberView({ mayReview }: { mayReview: boolean }) {
  const { t } = useTranslation();
  const { search, ...navigate } = useDashboardSearch();
  const { member, isPending, error, retry } = useActivityMember(search.memberId);
  // Owners and managers reach a member from the organisation dashboard, and go back to it from here.
  const back = mayReview && (
    <Anchor component={Link} to="/dashboard" size="sm">
      {t('dashboard.member.backToOrganisation')}
    </Anchor>
  );

  if (error) return <LoadFailed message={failureText(error, t('dashboard.errors.users'))} onRetry={retry} />;
  if (isPending)
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
            {t(mayReview ? 'dashboard.member.backToOrganisation' : 'dashboard.member.ownDashboard')}
          </Button>
        )}
      </Group>
    );
  return (
    <Stack gap="sm">
      {back}
      <MemberDashboard member={member} mayReview={mayReview} search={search} navigate={navigate} />
    </Stack>
  );
}
