import { Button } from '@mantine/core';
import {
  type CustomerListItem,
  type CustomerPagedList,
  type CustomerStatusFilter,
  customerStatusFilters,
  permissions,
} from '@worktrail/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmDialog } from '../../../shared/dialogs/dialogs.tsx';
import { notifyError, notifySuccess } from '../../../shared/notifications/notify.tsx';
import { useErrorToast } from '../../../shared/notifications/use-error-toast.ts';
import { usePermission } from '../../../shared/permissions/use-permission.ts';
import { lazyOnDemand } from '../../../shared/ui/lazy-on-demand.tsx';
import { PagedList } from '../../../shared/ui/PagedList.tsx';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { useDeleteCustomer } from '../api/change-customer.ts';
import { useCustomers } from '../api/get-customers.ts';
import { CustomerTable } from '../components/CustomerTable.tsx';
import { customerFailureText } from '../components/customer-notices.tsx';
import { useCustomerListState } from '../components/use-customer-list-state.ts';

// Its dialogs (forms and their validation) load when first opened, not with the screen.
const CustomerFormModal = lazyOnDemand(() =>
  import('../components/CustomerFormModal.tsx').then((module) => module.CustomerFormModal),
);

const tabCount = (data: CustomerPagedList, filter: CustomerStatusFilter) => {
  if (filter === 'active') return data.activeCustomerCount;
  if (filter === 'inactive') return data.inactiveCustomerCount;
  return data.activeCustomerCount + data.inactiveCustomerCount;
};

/** The form being shown: none, adding, or editing one customer. */
type FormState = { open: false } | { open: true; customer: CustomerListItem | null };

/**
 * `/projects/customers` (§2 Customers): status tabs with their counts, a search, and the organisation's customers
 * page by page with projects, tasks, tracked hours and date joined; add, edit and delete as the permissions allow,
 * and a way to the data import for those who manage the organisation.
 */
export function CustomersPage() {
  const { t } = useTranslation();
  const list = useCustomerListState();
  const { search, status, sorting } = list.params;
  const customers = useCustomers(list.params);
  const mayCreate = usePermission(permissions.customers.create);
  const mayUpdate = usePermission(permissions.customers.update);
  const mayDelete = usePermission(permissions.customers.delete);
  const mayImport = usePermission(permissions.organizationSettings);
  const remove = useDeleteCustomer();
  const [form, setForm] = useState<FormState>({ open: false });
  useErrorToast(customers.error, t('customers.errors.generic'));

  const askToDelete = async (customer: CustomerListItem) => {
    const confirmed = await confirmDialog({
      title: t('customers.delete.title'),
      message: t('customers.delete.message', { name: customer.name }),
      confirmLabel: t('customers.delete.confirm'),
    });
    if (!confirmed) return;
    remove.mutate(
      { id: customer.id },
      {
        onSuccess: () => notifySuccess(t('customers.delete.done', { name: customer.name })),
        onError: (error) => notifyError(customerFailureText(error, t('customers.errors.generic'))),
      },
    );
  };

  return (
    <>
      <PageTitle>{t('nav.items.customers')}</PageTitle>
      <PagedList
        list={list}
        query={customers}
        search={{ label: t('customers.search.label'), placeholder: t('customers.search.placeholder') }}
        actions={
          <>
            {mayImport && (
              <Button component={Link} to="/import" variant="default">
                {t('customers.actions.import')}
              </Button>
            )}
            {mayCreate && (
              <Button onClick={() => setForm({ open: true, customer: null })}>{t('customers.actions.add')}</Button>
            )}
          </>
        }
        tabs={{
          filters: customerStatusFilters,
          value: status,
          onChange: list.setStatus,
          label: t('customers.tabs.label'),
          labelOf: (filter) => t(`customers.tabs.${filter}`),
          countOf: (filter) => (customers.data ? tabCount(customers.data, filter) : undefined),
        }}
        failedText={t('customers.list.failed')}
        emptyText={search ? t('customers.list.noMatch', { search }) : t(`customers.list.empty.${status}`)}
      >
        {(items) => (
          <CustomerTable
            items={items}
            busy={customers.isPlaceholderData || customers.isFetching}
            sorting={sorting}
            onSort={list.setSorting}
            onEdit={mayUpdate ? (customer) => setForm({ open: true, customer }) : undefined}
            onDelete={mayDelete ? (customer) => void askToDelete(customer) : undefined}
          />
        )}
      </PagedList>
      {form.open && <CustomerFormModal customer={form.customer} onClose={() => setForm({ open: false })} />}
    </>
  );
}
