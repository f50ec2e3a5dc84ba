import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberEndpoints, type RoleKey, taskEndpoints } from '@worktrail/contract';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { persistPermissions } from '../../../shared/permissions/persisted-permissions.ts';
import { callsTo, okResponse, stubApi } from '../../../test/api.ts';
import { permissionsOf } from '../../../test/permissions.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { boardId, fixtureId, grace, workspaceId, workspaceItem } from '../testing/task-fixtures.ts';
import { WorkspacesPage } from './WorkspacesPage.tsx';

const list = `GET ${taskEndpoints.workspaces.path}`;
const create = `POST ${taskEndpoints.createWorkspace.path}`;
const remove = `DELETE ${taskEndpoints.deleteWorkspace.path}`;
const createBoard = `POST ${taskEndpoints.createBoard.path}`;
const marketing = workspaceItem();

type Handlers = Parameters<typeof stubApi>[0];

function renderWorkspaces({ role = 'owner' as RoleKey, handlers = {} as Handlers, search = '' } = {}) {
  storeSession();
  persistPermissions('user-1', permissionsOf(role));
  const fetch = stubApi({
    [list]: () => okResponse([marketing]),
    [`GET ${memberEndpoints.inTenant.path}`]: () =>
      okResponse({
        membersInTenant: [
          { id: grace.id, name: grace.name, email: 'grace@example.com', role: 'manager', status: 'active' },
        ],
        memberCount: 1,
      }),
    ...handlers,
  });
  renderWithProviders(
    <Routes>
      <Route path="/projects/workspaces" element={<WorkspacesPage />} />
      <Route path="/projects/boards/:boardId" element={<p>Board page</p>} />
    </Routes>,
    { route: `/projects/workspaces${search}` },
  );
  return fetch;
}

const card = () => screen.findByRole('article', { name: 'Marketing' });
const openAction = async (action: string) => {
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Marketing' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
};

describe('WorkspacesPage', () => {
  it('shows each workspace with visibility, status, author, counts and links to its boards', async () => {
    const fetch = renderWorkspaces();
    const workspace = await card();
    expect(within(workspace).getByText('Public')).toBeInTheDocument();
    expect(within(workspace).getByText('Active')).toBeInTheDocument();
    expect(within(workspace).getByText('Created by Ada Lovelace on 01/03/2025')).toBeInTheDocument();
    expect(within(workspace).getByText('Tasks: 3')).toBeInTheDocument();
    expect(within(workspace).getByText('Members: 2')).toBeInTheDocument();
    expect(within(workspace).getByRole('link', { name: 'Launch' })).toHaveAttribute(
      'href',
      `/projects/boards/${boardId}`,
    );
    expect(screen.getByRole('link', { name: 'Quick Tasks' })).toHaveAttribute('href', '/projects/project-tasks');
    expect(screen.getByRole('link', { name: 'View Tasks' })).toHaveAttribute('href', '/projects/view-tasks');
    const query = callsTo(fetch, list).at(-1)?.query;
    expect(query?.get('Status')).toBe('active');
    expect(query?.get('IncludeAll')).toBe('false');
  });

  it('reads the state filter and "manage all" from the address and keeps changes there', async () => {
    const fetch = renderWorkspaces({ search: '?status=archived&all=true' });
    await card();
    expect(callsTo(fetch, list)[0]?.query.get('Status')).toBe('archived');
    expect(callsTo(fetch, list)[0]?.query.get('IncludeAll')).toBe('true');
    await userEvent.click(screen.getByRole('radio', { name: 'Disabled' }));
    await waitFor(() => expect(callsTo(fetch, list).at(-1)?.query.get('Status')).toBe('disabled'));
    await userEvent.click(screen.getByRole('switch', { name: /Manage all/ }));
    await waitFor(() => expect(callsTo(fetch, list).at(-1)?.query.get('IncludeAll')).toBe('false'));
  });

  it('offers an employee neither "Create workspace" nor "Manage all"', async () => {
    renderWorkspaces({
      role: 'employee',
      handlers: {
        [list]: () => okResponse([workspaceItem({ abilities: { ...marketing.abilities, canManage: false } })]),
      },
    });
    await card();
    expect(screen.queryByRole('button', { name: 'Create workspace' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: /Manage all/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for Marketing' })).not.toBeInTheDocument();
  });

  it('creates a private workspace with a member who may edit', async () => {
    const fetch = renderWorkspaces({
      handlers: {
        [create]: () => okResponse({ ...workspaceItem({ name: 'Design', visibility: 'private' }), members: [] }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Create workspace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create workspace' });
    await userEvent.type(within(dialog).getByLabelText(/Workspace name/), 'Design');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Private' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Add a member' }));
    await userEvent.click(await screen.findByRole('option', { name: /^Grace Hopper/ }));
    await userEvent.selectOptions(within(dialog).getByLabelText('What Grace Hopper may do'), 'edit');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create workspace' }));
    expect(await screen.findByText('Workspace Design was created.')).toBeInTheDocument();
    expect(callsTo(fetch, create)[0]?.body).toEqual({
      name: 'Design',
      visibility: 'private',
      members: [{ memberId: grace.id, permission: 'edit' }],
    });
  });

  it('deletes a workspace only after a confirm that says it cannot be undone', async () => {
    const fetch = renderWorkspaces({ handlers: { [remove]: () => okResponse({ id: workspaceId }) } });
    await openAction('Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete workspace?' });
    expect(within(dialog).getByText(/cannot be undone/)).toBeInTheDocument();
    expect(callsTo(fetch, remove)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Workspace Marketing was deleted.')).toBeInTheDocument();
    expect(callsTo(fetch, remove)[0]?.query.get('id')).toBe(workspaceId);
  });

  it('adds a board with the default statuses To do, In progress and Done, the last one done', async () => {
    const newBoard = { id: fixtureId('b', 2), name: 'Roadmap', taskCount: 0 };
    const fetch = renderWorkspaces({ handlers: { [createBoard]: () => okResponse(newBoard) } });
    await openAction('Add board');
    const dialog = await screen.findByRole('dialog', { name: 'Add a board to Marketing' });
    expect(within(dialog).getByLabelText('Name of status 1')).toHaveValue('To do');
    expect(within(dialog).getByLabelText('Name of status 2')).toHaveValue('In progress');
    expect(within(dialog).getByLabelText('Name of status 3')).toHaveValue('Done');
    expect(within(dialog).getByRole('checkbox', { name: 'Done: status 3' })).toBeChecked();
    await userEvent.type(within(dialog).getByLabelText(/Board name/), 'Roadmap');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add board' }));
    expect(await screen.findByText('Board page')).toBeInTheDocument();
    expect(callsTo(fetch, createBoard)[0]?.body).toEqual({
      workspaceId,
      name: 'Roadmap',
      groups: [
        { name: 'To do', isDone: false },
        { name: 'In progress', isDone: false },
        { name: 'Done', isDone: true },
      ],
    });
  });

  it('says so when there are no workspaces', async () => {
    renderWorkspaces({ handlers: { [list]: () => okResponse([]) } });
    expect(await screen.findByText('No workspaces here yet.')).toBeInTheDocument();
  });
});
