import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type RoleKey, structureEndpoints, structureMessages } from '@worktrail/contract';
import { describe, expect, it } from 'vitest';
import { persistPermissions } from '../../../shared/permissions/persisted-permissions.ts';
import { callsTo, failureResponse, okResponse, stubApi } from '../../../test/api.ts';
import { permissionsOf } from '../../../test/permissions.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { StructurePage } from './StructurePage.tsx';

const id = (n: number) => `0198c1f0-0000-7000-8000-${String(n).padStart(12, '0')}`;
const sales = { id: id(1), name: 'Sales', memberCount: 3 };
const developer = { id: id(2), name: 'Developer', totalCount: 2 };
const inUse = 'This department is used by 3 member(s). Reassign them to another department before deleting it.';

type Handlers = Parameters<typeof stubApi>[0];

function renderPage({ role = 'owner' as RoleKey, handlers = {} as Handlers } = {}) {
  storeSession();
  persistPermissions('user-1', permissionsOf(role));
  const fetch = stubApi({
    [`GET ${structureEndpoints.departmentList.path}`]: () => okResponse([sales]),
    [`GET ${structureEndpoints.positionList.path}`]: () => okResponse({ items: [developer], totalCount: 11 }),
    [`POST ${structureEndpoints.createDepartment.path}`]: ({ url }) =>
      okResponse({ id: id(3), name: url.searchParams.get('DepartmentName'), memberCount: 0 }),
    [`POST ${structureEndpoints.createPosition.path}`]: () =>
      failureResponse(409, 'ALREADY_EXISTS', structureMessages.positionExists),
    [`DELETE ${structureEndpoints.deleteDepartment.path}`]: () => failureResponse(409, 'IN_USE', inUse),
    ...handlers,
  });
  renderWithProviders(<StructurePage />, { route: '/pepole/structure' });
  return fetch;
}

describe('StructurePage', () => {
  it('lists departments and a page of positions with their member counts', async () => {
    const fetch = renderPage();
    const departments = await screen.findByRole('table', { name: 'Departments' });
    expect(await within(departments).findByText('Sales')).toBeInTheDocument();
    expect(within(departments).getByText('3')).toBeInTheDocument();
    const positions = screen.getByRole('table', { name: 'Positions' });
    expect(await within(positions).findByText('Developer')).toBeInTheDocument();
    expect(callsTo(fetch, `GET ${structureEndpoints.positionList.path}`)[0]?.query.get('pageCount')).toBe('10');
    expect(screen.getByRole('link', { name: 'Departments & positions' })).toHaveAttribute('aria-current', 'page');
  });

  it('requires a name before creating, then creates a trimmed one', async () => {
    const fetch = renderPage();
    const add = await screen.findByRole('button', { name: 'Add department' });
    await userEvent.click(add);
    expect(await screen.findByText(structureMessages.departmentNameRequired)).toBeInTheDocument();
    expect(callsTo(fetch, `POST ${structureEndpoints.createDepartment.path}`)).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: 'New department name' }), '  Support ');
    await userEvent.click(add);
    await waitFor(() => expect(callsTo(fetch, `POST ${structureEndpoints.createDepartment.path}`)).toHaveLength(1));
    expect(callsTo(fetch, `POST ${structureEndpoints.createDepartment.path}`)[0]?.query.get('DepartmentName')).toBe(
      'Support',
    );
  });

  it('shows a taken name beside the field', async () => {
    renderPage();
    await userEvent.type(await screen.findByRole('textbox', { name: 'New position name' }), 'Developer');
    await userEvent.click(screen.getByRole('button', { name: 'Add position' }));
    expect(await screen.findByText(structureMessages.positionExists)).toBeInTheDocument();
  });

  it('confirms a delete and shows the server’s refusal when the department is in use', async () => {
    const fetch = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete department Sales' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(inUse)).toBeInTheDocument();
    expect(callsTo(fetch, `DELETE ${structureEndpoints.deleteDepartment.path}`)[0]?.query.get('Id')).toBe(sales.id);
  });

  it('lets a manager read the lists without changing them', async () => {
    renderPage({ role: 'manager' });
    expect(await screen.findByText('Sales')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add department' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete department Sales' })).not.toBeInTheDocument();
  });
});
