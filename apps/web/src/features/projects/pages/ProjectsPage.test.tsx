import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  customerEndpoints,
  type ProjectListItem,
  type ProjectPagedList,
  projectEndpoints,
  projectMessages,
  type RoleKey,
} from '@worktrail/contract';
import { describe, expect, it } from 'vitest';
import { persistPermissions } from '../../../shared/permissions/persisted-permissions.ts';
import { callsTo, failureResponse, okResponse, stubApi } from '../../../test/api.ts';
import { permissionsOf } from '../../../test/permissions.ts';
import { projectItem } from '../../../test/projects.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { ProjectsPage } from './ProjectsPage.tsx';

const list = `GET ${projectEndpoints.list.path}`;
const create = `POST ${projectEndpoints.create.path}`;
const update = `PUT ${projectEndpoints.update.path}`;
const archive = `PUT ${projectEndpoints.archive.path}`;
const duplicate = `POST ${projectEndpoints.duplicate.path}`;
const remove = `DELETE ${projectEndpoints.delete.path}`;
const customers = `GET ${customerEndpoints.active.path}`;

const customerId = '0190f5f0-0000-7000-8000-0000000000c1';
const project = projectItem;
const apollo = project(1, {
  name: 'Apollo',
  members: [{ id: '0190f5f0-0000-7000-8000-0000000000e1', name: 'Eli Park' }],
  taskCount: 7,
  timeConsumedSeconds: 5400 + 300,
  lastActivityAt: '2025-03-09T10:00:00.000Z',
});
const zephyr = project(2, { name: 'Zephyr' });

const page = (items: ProjectListItem[]): ProjectPagedList => ({
  items,
  totalCount: items.length,
  activeCount: items.length,
  pendingCount: 1,
  archiveCount: 3,
  statusCounts: {
    active: items.length,
    pending: 1,
    archived: 3,
    opened: 0,
    done: 2,
    canceled: 0,
    all: items.length + 6,
  },
});

type Handlers = Parameters<typeof stubApi>[0];

function renderProjects({ role = 'owner' as RoleKey, handlers = {} as Handlers } = {}) {
  storeSession();
  persistPermissions('user-1', permissionsOf(role));
  const fetch = stubApi({
    [list]: () => okResponse(page([apollo, zephyr])),
    [customers]: () => okResponse([{ id: customerId, name: 'Contoso' }]),
    ...handlers,
  });
  renderWithProviders(<ProjectsPage />, { route: '/projects/projects' });
  return fetch;
}

const table = () => screen.findByRole('table', { name: 'Projects' });
const openAction = async (name: string, action: string) => {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
};

describe('ProjectsPage', () => {
  it('shows the status tabs with their counters and the projects with members, open tasks, time and last activity', async () => {
    const fetch = renderProjects();
    expect(await screen.findByRole('tab', { name: /^Active\s?2$/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /^Pending\s?1$/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Archived\s?3$/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Done\s?2$/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^All\s?8$/ })).toBeInTheDocument();
    const rows = within(await table()).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Apollo');
    expect(rows[1]).toHaveTextContent('Contoso');
    expect(rows[1]).toHaveTextContent('1 h 35 min');
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Tasks of Apollo: 7 open' })).toHaveAttribute(
      'href',
      `/projects/view-tasks?ProjectIds=${apollo.id}`,
    );
    expect(rows[1]).toHaveTextContent('09/03/2025');
    expect(within(rows[1] as HTMLElement).getByRole('group', { name: 'Eli Park' })).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('No activity yet');
    const query = callsTo(fetch, list).at(-1)?.query;
    expect(query?.get('PageNo')).toBe('1');
    expect(query?.get('PageSize')).toBe('10');
    expect(query?.get('Status')).toBe('active');
    expect(screen.getByRole('link', { name: 'Import' })).toHaveAttribute('href', '/import');
  });

  it('asks for the tab and the search the user picks', async () => {
    const fetch = renderProjects();
    await userEvent.click(await screen.findByRole('tab', { name: /^Archived/ }));
    await waitFor(() => expect(callsTo(fetch, list).at(-1)?.query.get('Status')).toBe('archived'));
    await userEvent.type(screen.getByLabelText('Search projects'), 'apo');
    await waitFor(() => expect(callsTo(fetch, list).at(-1)?.query.get('Name')).toBe('apo'));
  });

  it('asks for the projects of the customer picked in the filter, whose list comes on its first press', async () => {
    const fetch = renderProjects();
    await table();
    await userEvent.click(screen.getByRole('combobox', { name: 'Customer' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Contoso' }));
    await waitFor(() => expect(callsTo(fetch, list).at(-1)?.query.get('CustomerId')).toBe(customerId));
    expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveValue('Contoso');
  });

  it('offers an employee neither add, row actions nor import', async () => {
    renderProjects({ role: 'employee' });
    await table();
    expect(screen.queryByRole('button', { name: 'Add project' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for Apollo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Import' })).not.toBeInTheDocument();
  });

  it('shows the §5 messages of an empty form and sends nothing', async () => {
    const fetch = renderProjects();
    await userEvent.click(await screen.findByRole('button', { name: 'Add project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add project' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add project' }));
    expect(within(dialog).getByText(projectMessages.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(projectMessages.customerRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(projectMessages.startDateRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(projectMessages.endDateRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Max working hours/)).toHaveValue('0');
    expect(within(dialog).getByLabelText(/Colour/)).toHaveValue('#98A2B3');
    expect(callsTo(fetch, create)).toHaveLength(0);
  });

  it('creates a project with the §3 payload names', async () => {
    const fetch = renderProjects({ handlers: { [create]: () => okResponse(project(3, { name: 'Hermes' })) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Add project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add project' });
    await userEvent.type(within(dialog).getByLabelText(/Project name/), 'Hermes');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Customer/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Contoso' }));
    await userEvent.type(within(dialog).getByLabelText(/Start date/), '2025-04-01');
    await userEvent.type(within(dialog).getByLabelText(/End date/), '2025-03-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add project' }));
    expect(await within(dialog).findByText(projectMessages.endAfterStart)).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/End date/));
    await userEvent.type(within(dialog).getByLabelText(/End date/), '2025-05-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add project' }));
    expect(await screen.findByText('Project Hermes was added.')).toBeInTheDocument();
    expect(callsTo(fetch, create)[0]?.body).toEqual({
      ProjectName: 'Hermes',
      Description: '',
      CustomerId: customerId,
      StartDate: '2025-04-01',
      EndDate: '2025-05-01',
      MaxWorkingHours: 0,
      Status: 'active',
      ColorCode: '#98A2B3',
    });
  }, 30_000);

  it('edits with the stamp it read and shows the 2 s conflict notice on CONCURRENCY_ERROR', async () => {
    const fetch = renderProjects({
      handlers: {
        [update]: () => failureResponse(409, 'CONCURRENCY_ERROR', 'This record was changed by someone else.'),
      },
    });
    await openAction('Apollo', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit project' });
    await userEvent.type(within(dialog).getByLabelText(/Project name/), ' II');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/Someone else changed this project/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit project' })).not.toBeInTheDocument());
    const [call] = callsTo(fetch, update);
    expect(call?.query.get('id')).toBe(apollo.id);
    expect(call?.body).toMatchObject({ projectName: 'Apollo II', concurrencyStamp: apollo.concurrencyStamp });
  });

  it('archives after a warning confirmation and shows the success notice', async () => {
    const fetch = renderProjects({ handlers: { [archive]: () => okResponse({ ...apollo, status: 'archived' }) } });
    await openAction('Apollo', 'Archive');
    const dialog = await screen.findByRole('dialog', { name: 'Archive project?' });
    expect(callsTo(fetch, archive)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Project Apollo was archived.')).toBeInTheDocument();
    expect(callsTo(fetch, archive)[0]?.body).toEqual({ concurrencyStamp: apollo.concurrencyStamp });
  });

  it('keeps the duplicate prompt open on a taken name so another can be tried', async () => {
    let attempts = 0;
    const fetch = renderProjects({
      handlers: {
        [duplicate]: () =>
          ++attempts === 1
            ? failureResponse(409, 'ALREADY_EXISTS', projectMessages.alreadyExists)
            : okResponse(project(4, { name: 'Apollo 2' })),
      },
    });
    await openAction('Apollo', 'Duplicate');
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate project' });
    expect(within(dialog).getByLabelText(/Name of the copy/)).toHaveValue('Apollo (copy)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    expect(await within(dialog).findByText(projectMessages.alreadyExists)).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/Name of the copy/));
    await userEvent.type(within(dialog).getByLabelText(/Name of the copy/), 'Apollo 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByText('Project Apollo 2 was added as a copy.')).toBeInTheDocument();
    expect(callsTo(fetch, duplicate).map((call) => call.body)).toEqual([
      { name: 'Apollo (copy)' },
      { name: 'Apollo 2' },
    ]);
  });

  it("shows the server's refusal to delete a project with activities", async () => {
    renderProjects({
      handlers: { [remove]: () => failureResponse(409, 'PROJECT_HAS_ACTIVITIES', projectMessages.hasActivities) },
    });
    await openAction('Apollo', 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete project?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(projectMessages.hasActivities)).toBeInTheDocument();
  });
});
