import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accessEndpoints, memberEndpoints } from '@worktrail/contract';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, failureResponse, okResponse, stubApi } from '../../../test/api.ts';
import { bob, cy, grace, inTenant, memberItem, membersInTenantAnswer } from '../../../test/members.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { AssignMembersModal } from './AssignMembersModal.tsx';

const add = `POST ${accessEndpoints.addMembersToManager.path}`;
const remove = `POST ${accessEndpoints.removeMembersFromManager.path}`;
const inTenantCall = `GET ${memberEndpoints.inTenant.path}`;
const dee = memberItem(5, { name: 'Dee', surname: 'Dee', email: 'dee@example.com' });
// Grace manages Bob and Cy now.
const manager = { ...grace, managedMemberIds: [bob.id, cy.id] };

function renderModal(handlers: Parameters<typeof stubApi>[0] = {}) {
  storeSession();
  const fetch = stubApi({
    [inTenantCall]: ({ url }) => okResponse(membersInTenantAnswer([bob, cy, dee, grace].map(inTenant), url)),
    [add]: () => okResponse({ managerId: grace.id, memberIds: [] }),
    [remove]: () => okResponse({ managerId: grace.id, memberIds: [] }),
    ...handlers,
  });
  const onClose = vi.fn();
  renderWithProviders(<AssignMembersModal manager={manager} onClose={onClose} />);
  return { fetch, onClose };
}

const queries = (fetch: ReturnType<typeof stubApi>) =>
  callsTo(fetch, inTenantCall).map((call) => Object.fromEntries(call.query));
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));
/** Finds a member with the add picker (the server searches) and adds them. */
async function addMember(search: string, name: string) {
  const picker = screen.getByRole('combobox', { name: 'Add a member' });
  await userEvent.click(picker);
  await userEvent.type(screen.getByRole('combobox', { name: 'Add a member' }), search);
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(`^${name}`) }));
}

// jsdom has no scrolling; Mantine's list scrolls its selected option into view.
Element.prototype.scrollIntoView ??= () => undefined;

describe('AssignMembersModal', () => {
  it('names those assigned now, ticked, asking for them by id and for nobody else', async () => {
    const { fetch } = renderModal();

    const dialog = await screen.findByRole('dialog', { name: 'Assign members to Grace Hopper' });
    const boxes = await within(dialog).findAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label, .mantine-Checkbox-root')?.textContent)).toEqual([
      expect.stringContaining('Bob Builder'),
      expect.stringContaining('cy@example.com'),
    ]);
    expect(within(dialog).getByRole('checkbox', { name: 'Bob Builder' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'cy@example.com' })).toBeChecked();
    expect(within(dialog).getByText('Assigned: 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    // The whole list is never asked for: only the assigned, by id, until the picker is used.
    expect(queries(fetch)).toEqual([{ MemberIds: `${bob.id},${cy.id}` }]);
  });

  it('offers neither the manager nor those ticked, and adds a member found on the server', async () => {
    const { fetch } = renderModal();
    await screen.findByRole('checkbox', { name: 'Bob Builder' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Add a member' }));

    const list = await screen.findByRole('listbox', { name: 'Add a member' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
    expect(within(list).getByRole('option', { name: /^Dee Dee/ })).toBeInTheDocument();
    expect(queries(fetch).at(-1)).toEqual({ PageNo: '1', PageSize: '50' });

    await userEvent.type(screen.getByRole('combobox', { name: 'Add a member' }), 'dee@');
    await waitFor(() => expect(queries(fetch).at(-1)).toEqual({ search: 'dee@', PageNo: '1', PageSize: '50' }));
    await userEvent.click(await screen.findByRole('option', { name: /^Dee Dee/ }));
    expect(screen.getByRole('checkbox', { name: 'Dee Dee' })).toBeChecked();
    expect(screen.getByText('Assigned: 3')).toBeInTheDocument();
  });

  it('sends only the difference: the newly added to Add, the unticked to Remove', async () => {
    const { fetch, onClose } = renderModal();

    await userEvent.click(await screen.findByRole('checkbox', { name: 'cy@example.com' }));
    await addMember('Dee', 'Dee Dee');
    await save();

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(fetch, add)).toHaveLength(1);
    expect(callsTo(fetch, add)[0]?.query.get('ManagerId')).toBe(grace.id);
    expect(callsTo(fetch, add)[0]?.body).toEqual([dee.id]);
    expect(callsTo(fetch, remove)).toHaveLength(1);
    expect(callsTo(fetch, remove)[0]?.query.get('ManagerId')).toBe(grace.id);
    expect(callsTo(fetch, remove)[0]?.body).toEqual([cy.id]);
    expect(await screen.findByText('The members assigned to Grace Hopper were saved.')).toBeInTheDocument();
  });

  it('only adds when nobody was unticked, and keeps an unticked member listed to tick again', async () => {
    const { fetch } = renderModal();

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Bob Builder' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Bob Builder' }));
    await addMember('dee', 'Dee Dee');
    await save();

    await waitFor(() => expect(callsTo(fetch, add)).toHaveLength(1));
    expect(callsTo(fetch, remove)).toHaveLength(0);
  });

  it('says that nobody is assigned yet to a manager without members, asking for nobody by id', async () => {
    storeSession();
    const fetch = stubApi({ [inTenantCall]: ({ url }) => okResponse(membersInTenantAnswer([inTenant(dee)], url)) });
    renderWithProviders(<AssignMembersModal manager={{ ...grace, managedMemberIds: [] }} onClose={vi.fn()} />);
    expect(await screen.findByText('Nobody is assigned yet.')).toBeInTheDocument();
    expect(callsTo(fetch, inTenantCall)).toHaveLength(0);
  });

  it("keeps the modal open and shows the server's message when saving fails", async () => {
    const { onClose } = renderModal({
      [add]: () => failureResponse(422, 'UNPROCESSABLE', 'Members can only be assigned to a manager.'),
    });

    await screen.findByRole('checkbox', { name: 'Bob Builder' });
    await addMember('Dee', 'Dee Dee');
    await save();

    expect(await screen.findByText('Members can only be assigned to a manager.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Assign members to Grace Hopper' })).toBeInTheDocument();
  });

  it('says Failed to fetch members in tenant when the assigned members cannot load', async () => {
    renderModal({ [inTenantCall]: () => failureResponse(500, 'INTERNAL', '') });

    expect(await screen.findByText('Failed to fetch members in tenant')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
