import type { Invoice } from '@worktrail/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../shared/notifications/use-error-toast.ts';
import { lazyOnDemand } from '../../../shared/ui/lazy-on-demand.tsx';
import { PagedList } from '../../../shared/ui/PagedList.tsx';
import { usePagedList } from '../../../shared/ui/use-paged-list.ts';
import { useInvoices } from '../api/invoices.ts';
import { InvoiceTable } from './InvoiceTable.tsx';
import { SectionCard } from './SectionCard.tsx';

// Its dialogs (forms and their validation) load when first opened, not with the screen.
const InvoiceDetailsModal = lazyOnDemand(() =>
  import('./InvoiceDetailsModal.tsx').then((module) => module.InvoiceDetailsModal),
);

/** Invoices (§3: number, date, description, amount, balance), page by page, each with its PDF and payments. */
export function InvoicesSection() {
  const { t } = useTranslation();
  const list = usePagedList({});
  const invoices = useInvoices(list.params);
  const [shown, setShown] = useState<Invoice | null>(null);
  useErrorToast(invoices.error, t('organization.invoices.loadFailed'));

  return (
    <SectionCard id="organization-invoices" title={t('organization.invoices.title')}>
      <PagedList
        list={list}
        query={invoices}
        failedText={t('organization.invoices.loadFailed')}
        emptyText={t('organization.invoices.empty')}
      >
        {(items) => (
          <InvoiceTable items={items} busy={invoices.isPlaceholderData || invoices.isFetching} onShow={setShown} />
        )}
      </PagedList>
      {shown && <InvoiceDetailsModal invoice={shown} onClose={() => setShown(null)} />}
    </SectionCard>
  );
}
