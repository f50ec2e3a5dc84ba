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
const addProjects = `POST ${teamEndpoints.addProjects.path}`;
const projectOptionsCall = `GET ${teamEndpoints.projectOptions.path}`;
const project = (n: number, name: string) => ({ id: id(200 + n), name });
const [apollo, hermes] = [project(0, 'Apollo'), project(1, 'Hermes')];
/** The organisation's active projects by name: Apollo (the team's), Hermes, and 60 more. */
const activeProjects = [apollo, hermes, ...Array.from({ length: 60 }, (_, n) => project(n + 2, `Site ${n + 10}`))];
const [lead, other] = [numberedInTenant(1), numberedInTenant(2)];
const teamMember = (member: typeof lead, isLeader: boolean) => ({ ...member, status: 'active' as const, isLeader });
// Person 1 leads, with a leader outside the caller's scope (named by the team only); Person 2 is a member.
const away = { id: id(70), name: 'Away Leader' };
const design: TeamDetail = {
  id: id(90),
  name: 'Design',
  status: 'active',
  memberCount: 3,
  projectCount: 1,
  leaders: [{ id: lead.id, name: lead.name }, away],
  concurrencyStamp: id(91),
  createdAt: '2026-01-20T10:00:00.000Z',
  members: [teamMember(lead, true), teamMember(other, false)],
  projects: [{ ...apollo, status: 'active' }],
};

function renderModal(role: RoleKey = 'owner') {
  storeSession();
  persistPermissions('user-1', permissionsOf(role));
  let current = design;
  const fetch = stubApi({
    [`GET ${permissionEndpoints.map.path}`]: () => okResponse(permissionsOf(role)),
    [byId]: () => okResponse(current),
    // As GetProjectOptions: the active projects whose name holds the search, one page.
    [projectOptionsCall]: ({ url }) => {
      const search = url.searchParams.get('search')?.toLowerCase() ?? '';
      const matching = activeProjects.filter(({ name }) => name.toLowerCase().includes(search));
      return okResponse(matching.slice(0, Number(url.searchParams.get('PageSize'))));
    },
    [inTenantCall]: ({ url }) => okResponse(membersInTenantAnswer(sixtyInTenant, url)),
    [update]: () => okResponse(design),
    // The team as it is afterwards: Person 42 added as a leader.
    [addMembers]: () => {
      current = { ...design, memberCount: 4, members: [...design.members, teamMember(numberedInTenant(42), true)] };
      return okResponse(current);
    },
    // The team as it is afterwards: with the projects added.
    [addProjects]: ({ body }) => {
      const added = activeProjects.filter(({ id }) => (body as { projectIds: string[] }).projectIds.includes(id));
      const projects = [...current.projects, ...added.map((one) => ({ ...one, status: 'active' }))];
      current = { ...current, projectCount: projects.length, projects };
      return okResponse(current);
    },
  });
  renderWithProviders(<TeamDetailModal teamId={design.id} name="Design" onClose={() => undefined} />);
  return fetch;
}

const queries = (fetch: ReturnType<typeof stubApi>, call = inTenantCall) =>
  callsTo(fetch, call).map(({ query }) => Object.fromEntries(query));
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** Opens a picker by its label; its list once shown. */
async function openPicker(label: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: label }));
  return screen.findByRole('listbox', { name: label });
}

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
    expect(queries(fetch, projectOptionsCall)).toEqual([]);
  });

  it('adds projects found on the server, not offering those on the team, then empties the choice', async () => {
    const fetch = renderModal();
    const picker = () => screen.getByRole('combobox', { name: 'Add projects' });
    /** Types a search, once the server was asked for it. */
    const search = async (text: string) => {
      await userEvent.clear(picker());
      await userEvent.type(picker(), text);
      const asked = { search: text, PageNo: '1', PageSize: '51' };
      await waitFor(() => expect(queries(fetch, projectOptionsCall).at(-1)).toEqual(asked));
    };
    const list = await openPicker('Add projects');
    // The first 50 of the page, less Apollo, the team's.
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(49));
    expect(queries(fetch, projectOptionsCall)).toEqual([{ PageNo: '1', PageSize: '51' }]);
    expect(within(list).queryByRole('option', { name: 'Apollo' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing the first 50 — type to narrow')).toBeInTheDocument();

    // Apollo alone matches, and it is the team's already.
    await search('apo');
    expect(await within(list).findByText('No project matches')).toBeInTheDocument();
    await search('HER');
    await userEvent.click(await within(list).findByRole('option', { name: 'Hermes' }));
    expect(screen.getByRole('button', { name: 'Remove Hermes' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add projects' }));

    await waitFor(() => expect(callsTo(fetch, addProjects)).toHaveLength(1));
    expect(callsTo(fetch, addProjects)[0]?.body).toEqual({ teamId: design.id, projectIds: [hermes.id] });
    const projects = await screen.findByRole('table', { name: 'Projects of Design' });
    await waitFor(() => expect(within(projects).getAllByRole('row')).toHaveLength(2));
    // Its pill is gone: the only remove button left is the team's row.
    expect(screen.getAllByRole('button', { name: 'Remove Hermes' })).toEqual([
      within(projects).getByRole('button', { name: 'Remove Hermes' }),
    ]);
    expect(screen.getByRole('button', { name: 'Add projects' })).toBeDisabled();
  });

  it('adds members found on the server as leaders, not offering those on the team', async () => {
    const fetch = renderModal();
    const picker = () => screen.getByRole('combobox', { name: 'Add members' });
    const list = await openPicker('Add members');
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
    expect(queries(fetch, projectOptionsCall)).toEqual([]);
  });
});
