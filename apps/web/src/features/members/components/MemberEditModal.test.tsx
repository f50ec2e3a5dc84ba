import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberEndpoints, memberMessages, profileEndpoints, structureEndpoints } from '@worktrail/contract';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, failureResponse, okResponse, stubApi } from '../../../test/api.ts';
import { ada, bob, grace, inTenant, membersInTenantAnswer } from '../../../test/members.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { MemberEditModal } from './MemberEditModal.tsx';

const update = `PUT ${memberEndpoints.update.path}`;
const updateProjects = `PUT ${memberEndpoints.updateProjects.path}`;
const inTenantCall = `GET ${memberEndpoints.inTenant.path}`;
const sales = { id: '0198c1f0-0000-7000-8000-0000000000d1', name: 'Sales', memberCount: 1 };
const developer = { id: '0198c1f0-0000-7000-8000-0000000000a1', name: 'Developer', totalCount: 1 };
const apollo = { id: '0198c1f0-0000-7000-8000-0000000000b1', name: 'Apollo' };
const hermes = { id: '0198c1f0-0000-7000-8000-0000000000b2', name: 'Hermes' };
const archived = { id: '0198c1f0-0000-7000-8000-0000000000b3', name: 'Old work' };
const projectOptionsCall = `GET ${memberEndpoints.projectOptions.path}`;

/** The server's project options: the open ones whose name holds the search, one page (as GetMemberProjectOptions). */
function projectOptions({ url }: { url: URL }) {
  const search = (url.searchParams.get('search') ?? '').toLowerCase();
  const size = Number(url.searchParams.get('PageSize') ?? 1000);
  return okResponse([apollo, hermes].filter((project) => project.name.toLowerCase().includes(search)).slice(0, size));
}

type Handlers = Parameters<typeof stubApi>[0];

function renderModal(member = bob, handlers: Handlers = {}) {
  storeSession();
  const fetch = stubApi({
    [`GET ${structureEndpoints.departmentList.path}`]: () => okResponse([sales]),
    [`GET ${structureEndpoints.positionList.path}`]: () => okResponse({ items: [developer], totalCount: 1 }),
    [projectOptionsCall]: projectOptions,
    [`GET ${profileEndpoints.countries.path}`]: () =>
      okResponse([{ code: 'GB', nameEn: 'United Kingdom', nameAr: 'المملكة المتحدة' }]),
    [`GET ${profileEndpoints.timeZones.path}`]: () =>
      okResponse([{ id: 'Europe/London', offsetMinutes: 0, label: '(UTC+00:00) Europe/London' }]),
    [inTenantCall]: ({ url }) => okResponse(membersInTenantAnswer([ada, grace, bob].map(inTenant), url)),
    [update]: ({ body }) => okResponse({ ...member, ...(body as object) }),
    [updateProjects]: () => okResponse(member),
    ...handlers,
  });
  const onClose = vi.fn();
  renderWithProviders(<MemberEditModal item={member} isSelf={false} onClose={onClose} />);
  return { fetch, onClose };
}

const dialog = () => screen.findByRole('dialog', { name: 'Edit Bob Builder' });
const projectsField = () =>
  within(screen.getByRole('dialog', { name: 'Edit Bob Builder' })).getByRole('combobox', { name: 'Projects' });
const projectQueries = (fetch: ReturnType<typeof stubApi>) =>
  callsTo(fetch, projectOptionsCall).map((call) => Object.fromEntries(call.query));
const save = async () => userEvent.click(within(await dialog()).getByRole('button', { name: 'Save' }));
const choose = async (label: string, option: string) => {
  await userEvent.click(
    within(await dialog()).getByLabelText(new RegExp(`^${label}`), { selector: 'input:not([type=hidden])' }),
  );
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

describe('MemberEditModal', () => {
  it('requires position and department with the §5 messages beside the fields, sending nothing', async () => {
    const { fetch } = renderModal();
    await save();
    expect(await screen.findByText(memberMessages.positionRequired)).toBeInTheDocument();
    expect(screen.getByText(memberMessages.departmentRequired)).toBeInTheDocument();
    expect(callsTo(fetch, update)).toHaveLength(0);
  });

  it('checks the hourly rate and phone before sending', async () => {
    const { fetch } = renderModal({ ...bob, position: developer, department: sales });
    await userEvent.type(within(await dialog()).getByRole('textbox', { name: 'Phone' }), 'call me');
    await save();
    expect(await screen.findByText(memberMessages.phoneInvalid)).toBeInTheDocument();
    expect(callsTo(fetch, update)).toHaveLength(0);
  });

  it('sends the member with the stamp it read, then the projects when they changed, and closes', async () => {
    const { fetch, onClose } = renderModal();
    await choose('Position', 'Developer');
    await choose('Department', 'Sales');
    await choose('Projects', 'Apollo');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [sent] = callsTo(fetch, update);
    expect(sent?.query.get('MemberId')).toBe(bob.id);
    expect(sent?.body).toMatchObject({
      positionId: developer.id,
      departmentId: sales.id,
      role: 'employee',
      status: 'active',
      managerId: grace.id,
      hourlyRate: null,
      concurrencyStamp: bob.concurrencyStamp,
    });
    expect(callsTo(fetch, updateProjects)[0]?.body).toEqual({ projectIds: [apollo.id] });
  });

  it('closes with a notice when someone else changed the member meanwhile (409)', async () => {
    const { onClose } = renderModal(
      { ...bob, position: developer, department: sales },
      { [update]: () => failureResponse(409, 'CONCURRENCY_ERROR', 'This record was changed by someone else.') },
    );
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText(/changed by someone else meanwhile/)).toBeInTheDocument();
  });

  it('finds a new manager among managers and owners on the server, and can take the manager away', async () => {
    const { fetch } = renderModal({ ...bob, position: developer, department: sales });
    const manager = () =>
      within(screen.getByRole('dialog', { name: 'Edit Bob Builder' })).getByRole('combobox', { name: 'Manager' });
    await dialog();
    expect(manager()).toHaveValue('Grace Hopper');
    // The member's manager comes with the member: nothing is asked until the field is used.
    expect(callsTo(fetch, inTenantCall)).toHaveLength(0);

    await userEvent.click(manager());
    const list = await screen.findByRole('listbox', { name: 'Manager' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
    expect(within(list).getByRole('option', { name: /^Ada Lovelace/ })).toBeInTheDocument();
    expect(Object.fromEntries(callsTo(fetch, inTenantCall).at(-1)?.query ?? [])).toEqual({
      PageNo: '1',
      PageSize: '50',
      Managers: 'true',
    });
    await userEvent.click(within(list).getByRole('option', { name: /^Ada Lovelace/ }));
    expect(manager()).toHaveValue('Ada Lovelace');
    await save();
    await waitFor(() => expect(callsTo(fetch, update)[0]?.body).toMatchObject({ managerId: ada.id }));

    await userEvent.click(screen.getByRole('button', { name: 'Remove Ada Lovelace' }));
    expect(manager()).toHaveValue('');
    await save();
    await waitFor(() => expect(callsTo(fetch, update)[1]?.body).toMatchObject({ managerId: null }));
  });

  it('asks the server for the projects matching what is typed, one page, and sends the one chosen', async () => {
    const { fetch, onClose } = renderModal({ ...bob, position: developer, department: sales });
    await dialog();
    // Nothing is asked until the field is used, and never the whole list.
    expect(callsTo(fetch, projectOptionsCall)).toHaveLength(0);

    await userEvent.click(projectsField());
    const list = await screen.findByRole('listbox', { name: 'Projects' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
    expect(projectQueries(fetch)).toEqual([{ PageNo: '1', PageSize: '51' }]);

    await userEvent.type(projectsField(), 'HER');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
    expect(projectQueries(fetch).at(-1)).toEqual({ search: 'HER', PageNo: '1', PageSize: '51' });
    await userEvent.click(within(list).getByRole('option', { name: 'Hermes' }));
    expect(screen.getByRole('button', { name: 'Remove Hermes' })).toBeInTheDocument();
    expect(projectsField()).toHaveValue('');

    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(fetch, updateProjects)[0]?.body).toEqual({ projectIds: [hermes.id] });
  });

  it('shows the member’s projects chosen, even off the page, and removes them by button or Backspace', async () => {
    const member = { ...bob, position: developer, department: sales, projects: [archived, apollo, hermes] };
    const { fetch, onClose } = renderModal(member);
    await dialog();
    // The archived project is not among the options, yet it is the member's: its pill is named all the same.
    expect(screen.getByRole('button', { name: 'Remove Old work' })).toBeInTheDocument();
    expect(callsTo(fetch, projectOptionsCall)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Apollo' }));
    expect(screen.queryByRole('button', { name: 'Remove Apollo' })).not.toBeInTheDocument();
    await userEvent.click(projectsField());
    await userEvent.keyboard('{Backspace}');
    expect(screen.queryByRole('button', { name: 'Remove Hermes' })).not.toBeInTheDocument();
    // The removed ones are offered again.
    const list = await screen.findByRole('listbox', { name: 'Projects' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));

    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(fetch, updateProjects)[0]?.body).toEqual({ projectIds: [archived.id] });
  });

  it('sends no projects when they are as they were', async () => {
    const member = { ...bob, position: developer, department: sales, projects: [apollo] };
    const { fetch, onClose } = renderModal(member);
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Remove Apollo' }));
    await userEvent.click(projectsField());
    await userEvent.click(await screen.findByRole('option', { name: 'Apollo' }));
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(fetch, updateProjects)).toHaveLength(0);
  });

  it('says when no project matches', async () => {
    renderModal({ ...bob, position: developer, department: sales });
    await dialog();
    await userEvent.click(projectsField());
    await userEvent.type(projectsField(), 'zzz');
    const list = await screen.findByRole('listbox', { name: 'Projects' });
    expect(await within(list).findByText('No project matches')).toBeInTheDocument();
  });

  it('says when the projects could not be loaded', async () => {
    renderModal(
      { ...bob, position: developer, department: sales },
      { [projectOptionsCall]: () => failureResponse(500, 'INTERNAL', 'Something went wrong.') },
    );
    await dialog();
    await userEvent.click(projectsField());
    expect(await screen.findByText('The projects could not be loaded.')).toBeInTheDocument();
  });
});
