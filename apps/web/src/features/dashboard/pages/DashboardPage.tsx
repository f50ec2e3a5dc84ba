import { Skeleton, Stack } from '@mantine/core';
import { permissions } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePermissions } from '../../../shared/permissions/use-permission.ts';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { MemberView } from '../components/MemberView.tsx';
import { OrganisationDashboard } from '../components/OrganisationDashboard.tsx';

/**
 * `/dashboard`: owners and managers (members-read, ARCHITECTURE §7) see the organisation dashboard, and a member's
 * employee dashboard with `?member=`; everyone else sees only their own employee dashboard.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const grants = usePermissions();
  const mayReview = grants.data?.[permissions.members.read] === true;

  const content = () => {
    // Without the map it is not known which dashboard is theirs; a failed map leaves everyone their own.
    if (!grants.data && !grants.isError)
      return (
        <Stack gap="md" aria-busy="true" aria-label={t('dashboard.loading')}>
          <Skeleton height={64} radius="md" />
          <Skeleton height={110} radius="md" />
        </Stack>
      );
    if (mayReview && !params.get('member')) return <OrganisationDashboard />;
    return <MemberView mayReview={mayReview} />;
  };

  return (
    <>
      <PageTitle>{t('nav.items.dashboard')}</PageTitle>
      {content()}
    </>
  );
}
