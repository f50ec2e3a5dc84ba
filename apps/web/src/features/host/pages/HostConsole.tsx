import { Button } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Route, Routes } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { lazyNamed } from '../../../shared/ui/lazy-named.ts';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { StatusPanel } from '../../../shared/ui/StatusPanel.tsx';
import { useHostProfile } from '../api/get-host.ts';
import { HostFrame } from '../components/HostFrame.tsx';

// Each screen of the console in its own chunk: the tickets list a host opens first does not bring the billing
// screen's date fields, the packages' forms or a ticket's attachment rules (ARCHITECTURE §7).
const TicketsPage = lazyNamed(() => import('./TicketsPage.tsx'), 'TicketsPage');
const TicketPage = lazyNamed(() => import('./TicketPage.tsx'), 'TicketPage');
const FaqPage = lazyNamed(() => import('./FaqPage.tsx'), 'FaqPage');
const ListsPage = lazyNamed(() => import('./ListsPage.tsx'), 'ListsPage');
const PackagesPage = lazyNamed(() => import('./PackagesPage.tsx'), 'PackagesPage');
const BillingPage = lazyNamed(() => import('./BillingPage.tsx'), 'BillingPage');
const AuditPage = lazyNamed(() => import('./AuditPage.tsx'), 'AuditPage');

/** Shown instead of the console to a signed-in person without the host role: the way out leads to the portal. */
function HostOnlyPage() {
  const { t } = useTranslation();
  return (
    <StatusPanel
      type="warning"
      title={t('host.hostOnly.title')}
      message={t('support.messages.hostOnly')}
      actions={
        <Button component={Link} to="/">
          {t('host.hostOnly.toPortal')}
        </Button>
      }
    />
  );
}

/**
 * The support console (issue 15): it asks the server who is signed in first, and shows its frame and screens only
 * to a host; anyone else gets a page that says so and never sees the console.
 */
export function HostConsole() {
  const { t } = useTranslation();
  const profile = useHostProfile();
  if (profile.isPending) return <PageLoader label={t('host.loading')} />;
  if (profile.isError) {
    if (isApiError(profile.error) && profile.error.status === 403) return <HostOnlyPage />;
    return (
      <StatusPanel
        type="error"
        title={t('host.loadFailed.title')}
        message={t('host.loadFailed.message')}
        actions={<Button onClick={() => profile.refetch()}>{t('errors.retry')}</Button>}
      />
    );
  }
  return (
    <HostFrame host={profile.data}>
      <Suspense fallback={<PageLoader label={t('host.loading')} />}>
        <Routes>
          <Route index element={<TicketsPage />} />
          <Route path="tickets/:ticketId" element={<TicketPage />} />
          <Route path="faq" element={<FaqPage />} />
          <Route path="lists" element={<ListsPage />} />
          <Route path="packages" element={<PackagesPage />} />
          <Route path="billing" element={<BillingPage />} />
          <Route path="audit" element={<AuditPage />} />
          <Route path="*" element={<Navigate to="/host" replace />} />
        </Routes>
      </Suspense>
    </HostFrame>
  );
}
