import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerEndpoints, customerInUseMessage, type RoleKey } from '@worktrail/contract';
import { describe, expect, it } from 'vitest';
import { persistPermissions } from '../../../shared/permissions/persisted-permissions.ts';
import { callsTo, failureResponse, okResponse, stubApi } from '../../../test/api.ts';
import { customerItem, customerPage } from '../../../test/customers.ts';
import { permissionsOf } from '../../../test/permissions.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { CustomersPage } from './CustomersPage.tsx';

const list = `GET ${customerEndpoints.list.path}`;
const remove = `DELETE ${customerEndpoints.delete.path}`;
const update = `POST ${customerEndpoints.update.path}`;

const contoso = customerItem(1, { name: 'Contoso', note: 'Key account', projectCount: 3, totalHours: 12.5 });
const fabrikam = customerItem(2, { name: 'Fabrikam' });

type Handlers = Parameters<typeof stubApi>[0];

function renderCustomers({ role = 'owner' as RoleKey, handlers = {} as Handlers } = {}) {
  storeSession();
  persistPermissions('user-1', permissionsOf(role));
  const fetch = stubApi({ [list]: () => okResponse(customerPage([contoso, fabrikam])), ...handlers });
  renderWithProviders(<CustomersPage />, { route: '/projects/customers' });
  return fetch;
}

const table = () => screen.findByRole('table', { name: 'Customers' });
const lastListQuery = (fetch: ReturnType<typeof stubApi>) => callsTo(fetch, list).at(-1)?.query;

describe('CustomersPage', () => {
  it('shows the status tabs with their counts and the active customers with their counters', async () => {
    const fetch = renderCustomers();

    expect(await screen.findByRole('tab', { name: /^Active\s?2$/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /^Inactive\s?1$/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^All\s?3$/ })).toBeInTheDocument();
    const rows = within(await table()).getAllByRole('row');
    const headers = within(rows[0] as HTMLElement).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent?.replace(/[▲▼]/, '').trim())).toEqual([
      'Name',
      'Projects',
      'Tasks',
      'Total hours',
      'Date joined',
      'Status',
      'Actions',
    ]);
    expect(rows[1]).toHaveTextContent('Contoso');
    expect(rows[1]).toHaveTextContent('Key account');
    // One duration format on every screen, dates in the chosen pattern (DD/MM/YYYY until My Settings loads).
    expect(rows[1]).toHaveTextContent('12 h 30 min');
    expect(rows[1]).toHaveTextContent('01/03/2025');
    expect(rows[1]).toHaveTextContent('Active');
    const query = lastListQuery(fetch);
    expect(query?.get('SkipCount')).toBe('0');
    expect(query?.get('MaxResultCount')).toBe('10');
    expect(query?.get('Status')).toBe('active');
    expect(query?.get('Sorting')).toBe('createdAt desc');
    expect(query?.has('Name')).toBe(false);
  });

  it('asks for the tab, the search, the order and the page the user picks', async () => {
    const fetch = renderCustomers({
      handlers: { [list]: () => okResponse(customerPage([contoso], { totalCount: 25 })) },
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastListQuery(fetch)?.get('SkipCount')).toBe('20'));

    await userEvent.click(screen.getByRole('tab', { name: /^Inactive/ }));
    await waitFor(() => expect(lastListQuery(fetch)?.get('Status')).toBe('inactive'));
    expect(lastListQuery(fetch)?.get('SkipCount')).toBe('0');

    await userEvent.type(screen.getByLabelText('Search customers'), 'cont');
    await waitFor(() => expect(lastListQuery(fetch)?.get('Name')).toBe('cont'));

    await userEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
    await waitFor(() => expect(lastListQuery(fetch)?.get('Sorting')).toBe('name asc'));
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
    await waitFor(() => expect(lastListQuery(fetch)?.get('Sorting')).toBe('name desc'));
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Date joined' }));
    await waitFor(() => expect(lastListQuery(fetch)?.get('Sorting')).toBe('createdAt asc'));
  });

  it('says so when nothing matches the search or a tab is empty', async () => {
    renderCustomers({
      handlers: {
        [list]: ({ url }) =>
          okResponse(
            url.searchParams.has('Name') || url.searchParams.get('Status') === 'inactive'
              ? customerPage([])
              : customerPage([contoso]),
          ),
      },
    });
    await userEvent.type(await screen.findByLabelText('Search customers'), 'nobody');
    expect(await screen.findByText('No customers match “nobody”.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Search customers'));
    await userEvent.click(screen.getByRole('tab', { name: /^Inactive/ }));
    expect(await screen.findByText('There are no inactive customers.')).toBeInTheDocument();
  });

  it('shows loading placeholders, then the §8 fallback and a retry when the list fails', async () => {
    renderCustomers({ handlers: { [list]: () => failureResponse(500, 'INTERNAL', '') } });

    expect(screen.getByRole('table', { name: 'Customers' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Something Went Wrong, Please Try again')).toBeInTheDocument();
    expect(screen.getByText('The customers could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers add, edit, delete and import to the owner', async () => {
    renderCustomers();
    expect(await screen.findByRole('button', { name: 'Edit Contoso' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add customer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Contoso' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Import' })).toHaveAttribute('href', '/import');
  });

  it('offers a manager add and edit but neither delete nor import', async () => {
    renderCustomers({ role: 'manager' });
    expect(await screen.findByRole('button', { name: 'Edit Contoso' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add customer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Contoso' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Import' })).not.toBeInTheDocument();
  });

  it('deletes a customer after a confirmation', async () => {
    const fetch = renderCustomers({ handlers: { [remove]: () => okResponse({ id: fabrikam.id }) } });

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Fabrikam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete customer?' });
    expect(dialog).toHaveTextContent('Delete Fabrikam? This cannot be undone.');
    expect(callsTo(fetch, remove)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Customer Fabrikam was deleted.')).toBeInTheDocument();
    expect(callsTo(fetch, remove)[0]?.query.get('id')).toBe(fabrikam.id);
  });

  it('keeps a customer when the deletion is cancelled', async () => {
    const fetch = renderCustomers();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Fabrikam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete customer?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetch, remove)).toHaveLength(0);
  });

  it("shows the server's refusal to delete a customer with projects as a toast", async () => {
    renderCustomers({ handlers: { [remove]: () => failureResponse(409, 'IN_USE', customerInUseMessage(3)) } });

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Contoso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete customer?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(
      await screen.findByText(
        'This customer cannot be deleted because it still has 3 project(s). Delete or move them first.',
      ),
    ).toBeInTheDocument();
  });

  it('edits a customer with the stamp it read and shows the 2 s conflict notice on CONCURRENCY_ERROR', async () => {
    const fetch = renderCustomers({
      handlers: {
        [update]: () => failureResponse(409, 'CONCURRENCY_ERROR', 'This record was changed by someone else.'),
      },
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Contoso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit customer' });
    expect(within(dialog).getByLabelText(/Customer name/)).toHaveValue('Contoso');
    await userEvent.type(within(dialog).getByLabelText(/Customer name/), ' Ltd');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(/Someone else changed this customer/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit customer' })).not.toBeInTheDocument());
    const [call] = callsTo(fetch, update);
    expect(call?.query.get('id')).toBe(contoso.id);
    expect(call?.body).toEqual({
      name: 'Contoso Ltd',
      note: 'Key account',
      status: 'active',
      concurrencyStamp: contoso.concurrencyStamp,
    });
    await waitFor(() => expect(callsTo(fetch, list).length).toBeGreaterThan(1));
  });
});
