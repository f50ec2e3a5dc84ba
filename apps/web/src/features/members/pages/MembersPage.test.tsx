import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberEndpoints, memberMessages, type RoleKey, structureEndpoints } from '@worktrail/contract';
import { describe, expect, it } from 'vitest';
import { persistPermissions } from '../../../shared/permissions/persisted-permissions.ts';
import { callsTo, failureResponse, okResponse, stubApi } from '../../../test/api.ts';
import { ada, bob, cy, grace, memberItem, memberPage } from '../../../test/members.ts';
import { permissionsOf } from '../../../test/permissions.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeAccessToken, storeSession } from '../../../test/tokens.ts';
import { MembersPage } from './MembersPage.tsx';

const list = `GET ${memberEndpoints.list.path}`;
const changeRole = `PUT ${memberEndpoints.changeRole.path}`;
const changeStatus = `PUT ${memberEndpoints.changeStatus.path}`;
const departments = `GET ${structureEndpoints.departmentList.path}`;

type Handlers = Parameters<typeof stubApi>[0];

function renderMembers({ role = 'owner' as RoleKey, handlers = {} as Handlers } = {}) {
  // Signed in as Ada, so her row is the caller's own.
  storeSession({ accessToken: makeAccessToken({ sub: ada.userId }) });
  persistPermissions(ada.userId, permissionsOf(role));
  const fetch = stubApi({
    [list]: () =>
      okResponse(memberPage([ada, grace, bob, cy], { counts: { inactive: 1, archived: 2, deleted: 0, all: 7 } })),
    [changeRole]: ({ body }) => okResponse({ ...bob, ...(body as object) }),
    [changeStatus]: ({ body }) => okResponse({ ...cy, ...(body as object) }),
    ...handlers,
  });
  renderWithProviders(<MembersPage />, { route: '/pepole/members' });
  return fetch;
}

const table = () => screen.findByRole('table', { name: 'Members' });
const lastListQuery = (fetch: ReturnType<typeof stubApi>) => callsTo(fetch, list).at(-1)?.query;
const openActions = async (who: string) =>
  userEvent.click(await screen.findByRole('button', { name: `Actions for ${who}` }));

describe('MembersPage', () => {
  it('shows the status tabs with the counts the server sends and the active members of page 1', async () => {
    const fetch = renderMembers();

    expect(await screen.findByRole('tab', { name: /^Active\s?4$/ })).toHaveAttribute('aria-selected', 'true');
    for (const name of [/^Inactive\s?1$/, /^Archived\s?2$/, /^Deleted\s?0$/, /^All\s?7$/]) {
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    }
    const rows = within(await table()).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Ada Lovelace');
    expect(rows[1]).toHaveTextContent('member1@example.com');
    expect(rows[1]).toHaveTextContent('Owner');
    expect(rows[2]).toHaveTextContent('Manager');
    expect(rows[2]).toHaveTextContent('Manages 1');
    expect(rows[3]).toHaveTextContent('Grace Hopper');
    expect(rows[4]).toHaveTextContent('cy@example.com');
    expect(rows[4]).toHaveTextContent('None');
    const query = lastListQuery(fetch);
    expect(query?.get('UsersPageNo')).toBe('1');
    expect(query?.get('UsersPageCount')).toBe('10');
    expect(query?.get('Status')).toBe('active');
    expect(query?.has('MemberName')).toBe(false);
  });

  it('asks for the chosen tab and for the search, each from page 1', async () => {
    const fetch = renderMembers({
      handlers: { [list]: () => okResponse(memberPage([cy], { totalCount: 30 })) },
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastListQuery(fetch)?.get('UsersPageNo')).toBe('2'));

    await userEvent.click(screen.getByRole('tab', { name: /^Archived/ }));
    await waitFor(() => expect(lastListQuery(fetch)?.get('Status')).toBe('archived'));
    expect(lastListQuery(fetch)?.get('UsersPageNo')).toBe('1');

    await userEvent.click(await screen.findByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastListQuery(fetch)?.get('UsersPageNo')).toBe('3'));
    await userEvent.type(screen.getByLabelText('Search members'), 'grace');
    await waitFor(() => expect(lastListQuery(fetch)?.get('MemberName')).toBe('grace'));
    expect(lastListQuery(fetch)?.get('UsersPageNo')).toBe('1');
    expect(lastListQuery(fetch)?.get('Status')).toBe('archived');
  });

  it('asks for the members of the department picked in the filter, whose list comes on its first press', async () => {
    const fetch = renderMembers({
      handlers: {
        [departments]: () =>
          okResponse([{ id: '0190f5f0-0000-7000-8000-0000000000d1', name: 'Research', memberCount: 2 }]),
      },
    });
    await table();
    await userEvent.click(screen.getByRole('combobox', { name: 'Department' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Research' }));
    await waitFor(() => expect(lastListQuery(fetch)?.get('DepartmentName')).toBe('Research'));
    expect(screen.getByRole('combobox', { name: 'Department' })).toHaveValue('Research');
  });

  it('shows ceil(total / size) pages and goes back to page 1 with another page size', async () => {
    const fetch = renderMembers({
      handlers: {
        [list]: () => okResponse(memberPage([cy], { totalCount: 23, counts: { active: 23, all: 23 } })),
      },
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Page 3' }));
    expect(screen.queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();
    await waitFor(() => expect(lastListQuery(fetch)?.get('UsersPageNo')).toBe('3'));
    expect(screen.getByText('21–23 of 23')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '25');

    await waitFor(() => expect(lastListQuery(fetch)?.get('UsersPageCount')).toBe('25'));
    expect(lastListQuery(fetch)?.get('UsersPageNo')).toBe('1');
    expect(await screen.findByText('1–23 of 23')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 2' })).not.toBeInTheDocument();
  });

  it('says so when no member matches the search, and when a tab is empty', async () => {
    renderMembers({
      handlers: {
        [list]: ({ url }) =>
          okResponse(
            url.searchParams.get('Status') === 'deleted' || url.searchParams.has('MemberName')
              ? memberPage([])
              : memberPage([cy]),
          ),
      },
    });

    await userEvent.type(await screen.findByLabelText('Search members'), 'nobody');
    expect(await screen.findByText('No members match “nobody”.')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Search members'));
    await userEvent.click(screen.getByRole('tab', { name: /^Deleted/ }));
    expect(await screen.findByText('There are no members in this list.')).toBeInTheDocument();
  });

  it('shows loading placeholders, then Failed to fetch members when the server gives no reason', async () => {
    renderMembers({ handlers: { [list]: () => failureResponse(500, 'INTERNAL', '') } });

    expect(screen.getByRole('table', { name: 'Members' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Failed to fetch members')).toBeInTheDocument();
    expect(screen.getByText('Could not load the members.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers Invite team beside the list to those who may invite, and not to others', async () => {
    renderMembers({ role: 'manager' });
    expect(await screen.findByRole('link', { name: 'Invite team' })).toHaveAttribute('href', '/account/invite-team');
  });

  it('offers no Invite team to someone who may not invite', async () => {
    renderMembers({ role: 'employee' });
    await screen.findByRole('table', { name: 'Members' });
    expect(screen.queryByRole('link', { name: 'Invite team' })).not.toBeInTheDocument();
  });

  it('offers only the timeline and dashboard to someone without Worktrail.Members.Manage', async () => {
    renderMembers({ role: 'manager' });

    await openActions('Bob Builder');
    expect(await screen.findByRole('menuitem', { name: 'Timeline' })).toBeVisible();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Timeline', 'Dashboard']);
  });

  it('changes a role between employee and manager at once', async () => {
    const fetch = renderMembers();

    await openActions('Bob Builder');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Make manager' }));

    expect(await screen.findByText('Bob Builder is now Manager.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [call] = callsTo(fetch, changeRole);
    expect(call?.query.get('MemberId')).toBe(bob.id);
    expect(call?.body).toEqual({ role: 'manager' });
  });

  it('asks before making someone an owner', async () => {
    const fetch = renderMembers();

    await openActions('Bob Builder');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Make owner' }));

    const dialog = await screen.findByRole('dialog', { name: 'Make owner' });
    expect(dialog).toHaveTextContent('Make Bob Builder an owner?');
    expect(callsTo(fetch, changeRole)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make owner' }));

    await waitFor(() => expect(callsTo(fetch, changeRole)[0]?.body).toEqual({ role: 'owner' }));
  });

  it('asks before taking the owner role away, and changes nothing when cancelled', async () => {
    const other = memberItem(9, { name: 'Olga', role: 'owner' });
    const fetch = renderMembers({ handlers: { [list]: () => okResponse(memberPage([ada, other])) } });

    await openActions('Olga');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Make employee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove owner role' });
    expect(dialog).toHaveTextContent('Olga will no longer be an owner');
    expect(dialog).toHaveTextContent('Change their role to Employee?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetch, changeRole)).toHaveLength(0);
  });

  it('asks before making an employee of a manager who looks after members', async () => {
    const fetch = renderMembers();

    await openActions('Grace Hopper');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Make employee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove manager role' });
    expect(dialog).toHaveTextContent(
      'Members assigned to Grace Hopper: 1. Making them Employee ends these assignments.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));

    await waitFor(() => expect(callsTo(fetch, changeRole)[0]?.body).toEqual({ role: 'employee' }));
  });

  it("shows the server's refusal, such as the last owner, as a toast", async () => {
    renderMembers({
      handlers: { [changeRole]: () => failureResponse(422, 'UNPROCESSABLE', memberMessages.lastOwner) },
    });

    await openActions('Bob Builder');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Make manager' }));

    expect(await screen.findByText('An organization needs at least one owner.')).toBeInTheDocument();
  });

  it('says that archiving signs the person out, and archives after the confirmation', async () => {
    const fetch = renderMembers();

    await openActions('cy@example.com');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Archive' }));

    const dialog = await screen.findByRole('dialog', { name: 'Archive member' });
    expect(dialog).toHaveTextContent(
      'Archive cy@example.com? They are signed out at once and cannot use this organization until they are restored.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));

    expect(await screen.findByText('cy@example.com was archived.')).toBeInTheDocument();
    const [call] = callsTo(fetch, changeStatus);
    expect(call?.query.get('MemberId')).toBe(cy.id);
    expect(call?.body).toEqual({ status: 'archived' });
  });

  it('offers every other state, and restoring says the member can sign in again', async () => {
    const archived = memberItem(5, { email: 'old@example.com', status: 'archived' });
    renderMembers({ handlers: { [list]: () => okResponse(memberPage([archived])) } });

    await openActions('old@example.com');
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual([
      'Timeline',
      'Dashboard',
      'Edit member…',
      'Make owner',
      'Make manager',
      'Restore to active',
      'Deactivate',
      'Delete',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Restore to active' }));

    expect(await screen.findByRole('dialog', { name: 'Restore member' })).toHaveTextContent(
      'Restore old@example.com to active? They can sign in and use this organization again.',
    );
  });

  it("offers no status change on the signed-in member's own row, and Assign members only for a manager", async () => {
    renderMembers();

    await openActions('Ada Lovelace');
    expect(await screen.findByRole('menuitem', { name: 'Make manager' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Archive' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Assign members…' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await openActions('Grace Hopper');
    expect(await screen.findByRole('menuitem', { name: 'Assign members…' })).toBeInTheDocument();
  });
});
