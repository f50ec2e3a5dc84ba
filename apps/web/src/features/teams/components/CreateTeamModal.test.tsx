import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberEndpoints, teamEndpoints, teamMessages } from '@worktrail/contract';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, failureResponse, okResponse, stubApi } from '../../../test/api.ts';
import { membersInTenantAnswer, numberedInTenant, sixtyInTenant } from '../../../test/members.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { CreateTeamModal } from './CreateTeamModal.tsx';

const id = (n: number) => `0198c1f0-0000-7000-8000-${String(n).padStart(12, '0')}`;
const create = `POST ${teamEndpoints.create.path}`;
const inTenantCall = `GET ${memberEndpoints.inTenant.path}`;
const projectOptionsCall = `GET ${teamEndpoints.projectOptions.path}`;
const [leader, member] = [numberedInTenant(7), numberedInTenant(55)];
const [apollo, hermes] = [
  { id: id(50), name: 'Apollo' },
  { id: id(51), name: 'Hermes' },
];

/** The server's active projects whose name holds the search (as GetProjectOptions), one page. */
function projectOptions({ url }: { url: URL }) {
  const search = url.searchParams.get('search')?.toLowerCase() ?? '';
  const matching = [apollo, hermes].filter((project) => project.name.toLowerCase().includes(search));
  return okResponse(matching.slice(0, Number(url.searchParams.get('PageSize'))));
}
const team = (name: string) => ({
  id: id(90),
  name,
  status: 'active',
  memberCount: 2,
  projectCount: 1,
  leaders: [],
  concurrencyStamp: id(91),
  createdAt: '2026-01-20T10:00:00.000Z',
  members: [],
  projects: [],
});

function renderModal(handlers: Parameters<typeof stubApi>[0] = {}) {
  storeSession();
  const fetch = stubApi({
    [inTenantCall]: ({ url }) => okResponse(membersInTenantAnswer(sixtyInTenant, url)),
    [projectOptionsCall]: projectOptions,
    [create]: ({ body }) => okResponse(team((body as { name: string }).name)),
    ...handlers,
  });
  const onClose = vi.fn();
  renderWithProviders(<CreateTeamModal onClose={onClose} />);
  return { fetch, onClose };
}

const queries = (fetch: ReturnType<typeof stubApi>, call = inTenantCall) =>
  callsTo(fetch, call).map(({ query }) => Object.fromEntries(query));

/** Finds a member with a member picker (the server searches what is typed) and adds them. */
async function addMember(label: string, search: string, name: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.type(screen.getByRole('combobox', { name: label }), search);
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(`^${name}`) }));
  // Moves on, as a person would (Escape would close the modal too).
  await userEvent.click(screen.getByRole('textbox', { name: 'Team name' }));
}

const projectsField = () => screen.getByRole('combobox', { name: 'Projects' });

/** Finds a project with the projects field, once the server was asked for what is typed, and chooses it. */
async function chooseProject(fetch: ReturnType<typeof stubApi>, search: string, name: string) {
  await userEvent.click(projectsField());
  await userEvent.type(projectsField(), search);
  await waitFor(() =>
    expect(queries(fetch, projectOptionsCall).at(-1)).toEqual({ search, PageNo: '1', PageSize: '51' }),
  );
  await userEvent.click(await screen.findByRole('option', { name }));
}

// jsdom has no scrolling; Mantine's list scrolls its selected option into view.
Element.prototype.scrollIntoView ??= () => undefined;

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create' }));

describe('CreateTeamModal', () => {
  it('creates a team with a leader and a member found on the server, and a project, then closes with a toast', async () => {
    const { fetch, onClose } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Create team' });
    expect(within(dialog).getByText('No leader chosen.')).toBeInTheDocument();
    expect(within(dialog).getByText('No member chosen.')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Team name' }), 'Platform');
    await addMember('Add a leader', '007', 'Person 007');
    expect(within(dialog).getByRole('checkbox', { name: 'Person 007' })).toBeChecked();
    await addMember('Add a member', 'person55@', 'Person 055');
    expect(within(dialog).getByRole('checkbox', { name: 'Person 055' })).toBeChecked();
    await chooseProject(fetch, 'APO', 'Apollo');
    expect(within(dialog).getByRole('button', { name: 'Remove Apollo' })).toBeInTheDocument();
    await submit();

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(callsTo(fetch, create)[0]?.body).toEqual({
      name: 'Platform',
      leaderIds: [leader.id],
      memberIds: [member.id],
      projectIds: [apollo.id],
    });
    expect(await screen.findByText('The team “Platform” was created.')).toBeInTheDocument();
    // Every call asked for one page of what was typed: the whole member list never.
    expect(queries(fetch).every((query) => query.PageNo === '1' && query.PageSize === '50')).toBe(true);
    expect(queries(fetch)).toContainEqual({ search: 'person55@', PageNo: '1', PageSize: '50' });
  });

  it('asks the server for no member and no project until a picker is used', async () => {
    const { fetch } = renderModal();
    await screen.findByRole('dialog', { name: 'Create team' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queries(fetch)).toEqual([]);
    expect(queries(fetch, projectOptionsCall)).toEqual([]);
  });

  it('finds projects on the server page by page, removes them by button or Backspace, and sends those kept', async () => {
    const { fetch } = renderModal();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Team name' }), 'Space');
    await userEvent.click(projectsField());
    const list = await screen.findByRole('listbox', { name: 'Projects' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
    // Opened: the first page of every active project, never the whole list.
    expect(queries(fetch, projectOptionsCall)).toEqual([{ PageNo: '1', PageSize: '51' }]);
    await userEvent.click(within(list).getByRole('option', { name: 'Apollo' }));
    await chooseProject(fetch, 'her', 'Hermes');

    await userEvent.click(screen.getByRole('button', { name: 'Remove Apollo' }));
    expect(screen.queryByRole('button', { name: 'Remove Apollo' })).not.toBeInTheDocument();
    await userEvent.type(projectsField(), 'zzz');
    expect(await within(list).findByText('No project matches')).toBeInTheDocument();
    await userEvent.clear(projectsField());
    await userEvent.keyboard('{Backspace}');
    expect(screen.queryByRole('button', { name: 'Remove Hermes' })).not.toBeInTheDocument();
    await chooseProject(fetch, 'o', 'Apollo');
    await submit();

    await waitFor(() => expect(callsTo(fetch, create)).toHaveLength(1));
    expect(callsTo(fetch, create)[0]?.body).toMatchObject({ name: 'Space', projectIds: [apollo.id] });
  });

  it('says when the projects could not be loaded', async () => {
    renderModal({ [projectOptionsCall]: () => failureResponse(500, 'INTERNAL', 'Something went wrong.') });
    await screen.findByRole('dialog', { name: 'Create team' });
    await userEvent.click(projectsField());
    expect(await screen.findByText('The projects could not be loaded.')).toBeInTheDocument();
  });

  it('does not offer a leader again as a member, and leaves an unticked member out', async () => {
    const { fetch } = renderModal();
    await screen.findByRole('dialog', { name: 'Create team' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Team name' }), 'Ops');
    await addMember('Add a member', '008', 'Person 008');
    await addMember('Add a member', '009', 'Person 009');
    await addMember('Add a leader', '008', 'Person 008');
    // Person 8 leads now: listed once, among the leaders.
    expect(screen.getAllByRole('checkbox', { name: 'Person 008' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Person 009' }));

    await userEvent.click(screen.getByRole('combobox', { name: 'Add a member' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Add a member' }), '008');
    expect(await screen.findByText('No member matches')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('textbox', { name: 'Team name' }));
    await submit();

    await waitFor(() => expect(callsTo(fetch, create)).toHaveLength(1));
    expect(callsTo(fetch, create)[0]?.body).toEqual({
      name: 'Ops',
      leaderIds: [numberedInTenant(8).id],
      memberIds: [],
      projectIds: [],
    });
  });

  it('adds a leader with the keyboard without sending the form: arrows and Enter in the picker', async () => {
    const { fetch } = renderModal();
    await screen.findByRole('dialog', { name: 'Create team' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Team name' }), 'Keys');
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: 'Add a leader' })).toHaveFocus();
    await screen.findByRole('listbox', { name: 'Add a leader' });
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('checkbox', { name: 'Person 001' })).toBeChecked();
    expect(callsTo(fetch, create)).toHaveLength(0);
  });

  it('requires a name and sends nothing without one', async () => {
    const { fetch, onClose } = renderModal();
    await screen.findByRole('dialog', { name: 'Create team' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Team name' }), '   ');
    await submit();

    expect(await screen.findByText(teamMessages.nameRequired)).toBeInTheDocument();
    expect(callsTo(fetch, create)).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses a name over 100 characters', async () => {
    const { fetch } = renderModal();
    await screen.findByRole('dialog', { name: 'Create team' });
    await userEvent.click(screen.getByRole('textbox', { name: 'Team name' }));
    await userEvent.paste('x'.repeat(101));
    await submit();

    expect(await screen.findByText(teamMessages.nameTooLong)).toBeInTheDocument();
    expect(callsTo(fetch, create)).toHaveLength(0);
  });

  it('shows a taken name beside the name field and stays open', async () => {
    const { onClose } = renderModal({
      [create]: () => failureResponse(409, 'ALREADY_EXISTS', teamMessages.alreadyExists),
    });
    await screen.findByRole('dialog', { name: 'Create team' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Team name' }), 'Design');
    await submit();

    expect(await screen.findByText(teamMessages.alreadyExists)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Team name' })).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });
});
