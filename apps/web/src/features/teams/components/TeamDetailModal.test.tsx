import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  memberEndpoints,
  permissionEndpoints,
  type RoleKey,
  type TeamDetail,
  teamEndpoints,
} from '@worktrail/contract';
import { describe, expect, it } from 'vitest';
import { persistPermissions } from '../../../shared/permissions/persisted-permissions.ts';
import { callsTo, okResponse, stubApi } from '../../../test/api.ts';
import { membersInTenantAnswer, numberedInTenant, sixtyInTenant } from '../../../test/members.ts';
import { permissionsOf } from '../../../test/permissions.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { TeamDetailModal } from './TeamDetailModal.tsx';

const id = (n: number) => `0198c1f0-0000-7000-8000-${String(n).padStart(12, '0')}`;
const inTenantCall = `GET ${memberEndpoints.inTenant.path}`;
const byId = `GET ${teamEndpoints.byId.path}`;
const update = `PUT ${teamEndpoints.update.path}`;
const addMembers = `POST ${teamEndpoints.addMembers.path}`;
const [lead, other] = [numberedInTenant(1), numberedInTenant(2)];
const teamMember = (member: typeof lead, isLeader: boolean) => ({ ...member, status: 'active' as const, isLeader });
// Person 1 leads, with a leader outside the caller's scope (named by the team only); Person 2 is a member.
const away = { id: id(70), name: 'Away Leader' };
const design: TeamDetail = {
  id: id(90),
  name: 'Design',
  status: 'active',
  memberCount: 3,
  projectCount: 0,
  leaders: [{ id: lead.id, name: lead.name }, away],
  concurrencyStamp: id(91),
  createdAt: '2026-01-20T10:00:00.000Z',
  members: [teamMember(lead, true), teamMember(other, false)],
  projects: [],
};

function renderModal(role: RoleKey = 'owner') {
  storeSession();
  persistPermissions('user-1', permissionsOf(role));
  let current = design;
  const fetch = stubApi({
    [`GET ${permissionEndpoints.map.path}`]: () => okResponse(permissionsOf(role)),
    [byId]: () => okResponse(current),
    [`GET ${teamEndpoints.projectOptions.path}`]: () => okResponse([]),
    [inTenantCall]: ({ url }) => okResponse(membersInTenantAnswer(sixtyInTenant, url)),
    [update]: () => okResponse(design),
    // The team as it is afterwards: Person 42 added as a leader.
    [addMembers]: () => {
      current = { ...design, memberCount: 4, members: [...design.members, teamMember(numberedInTenant(42), true)] };
      return okResponse(current);
    },
  });
  renderWithProviders(<TeamDetailModal teamId={design.id} name="Design" onClose={() => undefined} />);
  return fetch;
}

const queries = (fetch: ReturnType<typeof stubApi>) =>
  callsTo(fetch, inTenantCall).map((call) => Object.fromEntries(call.query));
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

// jsdom has no scrolling; Mantine's list scrolls its selected option into view.
Element.prototype.scrollIntoView ??= () => undefined;

describe('TeamDetailModal', () => {
  it('names the members and leaders from the team itself, asking for no member list until a picker is used', async () => {
    const fetch = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Team: Design' });
    const leaders = await within(dialog).findByRole('group', { name: 'Leaders' });
    expect(within(leaders).getByRole('checkbox', { name: 'Person 001' })).toBeChecked();
    expect(within(leaders).getByRole('checkbox', { name: 'Away Leader' })).toBeChecked();
    const members = within(dialog).getByRole('table', { name: 'Members of Design' });
    expect(within(members).getAllByRole('row')).toHaveLength(2);
    await settle();
    expect(queries(fetch)).toEqual([]);
  });

  it('adds members found on the server as leaders, not offering those on the team', async () => {
    const fetch = renderModal();
    const picker = () => screen.getByRole('combobox', { name: 'Add members' });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Add members' }));
    const list = await screen.findByRole('listbox', { name: 'Add members' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(48));
    expect(within(list).queryByRole('option', { name: /^Person 001/ })).not.toBeInTheDocument();
    expect(within(list).queryByRole('option', { name: /^Person 002/ })).not.toBeInTheDocument();

    await userEvent.type(picker(), 'person42@');
    await waitFor(() => expect(queries(fetch).at(-1)).toEqual({ search: 'person42@', PageNo: '1', PageSize: '50' }));
    await userEvent.click(await screen.findByRole('option', { name: /^Person 042/ }));
    const toAdd = screen.getByRole('group', { name: 'Members to add' });
    expect(within(toAdd).getByRole('checkbox', { name: 'Person 042' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'As leaders' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add members' }));

    await waitFor(() => expect(callsTo(fetch, addMembers)).toHaveLength(1));
    expect(callsTo(fetch, addMembers)[0]?.body).toEqual({
      teamId: design.id,
      memberIds: [numberedInTenant(42).id],
      isLeader: true,
    });
    // Added: listed on the team as a leader, and no longer among those to add.
    const members = await screen.findByRole('table', { name: 'Members of Design' });
    await waitFor(() => expect(within(members).getAllByRole('row')).toHaveLength(3));
    expect(within(members).getByRole('row', { name: /Person 042/ })).toHaveTextContent('Leader');
    expect(screen.queryByRole('group', { name: 'Members to add' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'As leaders' })).not.toBeChecked();
    expect(queries(fetch).every((query) => query.PageNo === '1' && query.PageSize === '50')).toBe(true);
  });

  it('saves the leaders as ticked, with one found on the server and one unticked', async () => {
    const fetch = renderModal();
    const leaders = await screen.findByRole('group', { name: 'Leaders' });
    await userEvent.click(within(leaders).getByRole('checkbox', { name: 'Person 001' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Add a leader' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Add a leader' }), '033');
    await userEvent.click(await screen.findByRole('option', { name: /^Person 033/ }));
    expect(within(leaders).getByRole('checkbox', { name: 'Person 033' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(callsTo(fetch, update)).toHaveLength(1));
    expect(callsTo(fetch, update)[0]?.body).toEqual({
      name: 'Design',
      status: 'active',
      leaderIds: [away.id, numberedInTenant(33).id],
      concurrencyStamp: design.concurrencyStamp,
    });
  });

  it('shows a reader the team without pickers, asking for no member list', async () => {
    const fetch = renderModal('employee');
    const dialog = await screen.findByRole('dialog', { name: 'Team: Design' });
    expect(await within(dialog).findByRole('table', { name: 'Members of Design' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    await settle();
    expect(queries(fetch)).toEqual([]);
  });
});
