import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accessEndpoints, memberEndpoints } from '@worktrail/contract';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, failureResponse, okResponse, stubApi } from '../../../test/api.ts';
import { bob, cy, grace, inTenant, memberItem } from '../../../test/members.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { AssignMembersModal } from './AssignMembersModal.tsx';

const add = `POST ${accessEndpoints.addMembersToManager.path}`;
const remove = `POST ${accessEndpoints.removeMembersFromManager.path}`;
const dee = memberItem(5, { name: 'Dee', surname: 'Dee', email: 'dee@example.com' });
// Grace manages Bob and Cy now.
const manager = { ...grace, managedMemberIds: [bob.id, cy.id] };

function renderModal(handlers: Parameters<typeof stubApi>[0] = {}) {
  storeSession();
  const fetch = stubApi({
    [`GET ${memberEndpoints.inTenant.path}`]: () =>
      okResponse({ membersInTenant: [grace, dee, bob, cy].map(inTenant), memberCount: 4 }),
    [add]: () => okResponse({ managerId: grace.id, memberIds: [] }),
    [remove]: () => okResponse({ managerId: grace.id, memberIds: [] }),
    ...handlers,
  });
  const onClose = vi.fn();
  renderWithProviders(<AssignMembersModal manager={manager} onClose={onClose} />);
  return { fetch, onClose };
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('AssignMembersModal', () => {
  it('lists the other active members with those assigned now ticked and first', async () => {
    renderModal();

    const dialog = await screen.findByRole('dialog', { name: 'Assign members to Grace Hopper' });
    const boxes = await within(dialog).findAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label, .mantine-Checkbox-root')?.textContent)).toEqual([
      expect.stringContaining('Bob Builder'),
      expect.stringContaining('cy@example.com'),
      expect.stringContaining('Dee Dee'),
    ]);
    expect(within(dialog).getByRole('checkbox', { name: 'Bob Builder' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'cy@example.com' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Dee Dee' })).not.toBeChecked();
    expect(within(dialog).queryByRole('checkbox', { name: 'Grace Hopper' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Assigned: 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('sends only the difference: the newly ticked to Add, the unticked to Remove', async () => {
    const { fetch, onClose } = renderModal();

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Dee Dee' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'cy@example.com' }));
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

  it('only adds when nobody was unticked', async () => {
    const { fetch } = renderModal();

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Dee Dee' }));
    await save();

    await waitFor(() => expect(callsTo(fetch, add)).toHaveLength(1));
    expect(callsTo(fetch, remove)).toHaveLength(0);
  });

  it('searches by name or e-mail and keeps choices the search hides', async () => {
    const { fetch } = renderModal();

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Dee Dee' }));
    await userEvent.type(screen.getByLabelText('Search members to assign'), 'BOB@');
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Bob Builder' }));
    await save();

    await waitFor(() => expect(callsTo(fetch, remove)[0]?.body).toEqual([bob.id]));
    expect(callsTo(fetch, add)[0]?.body).toEqual([dee.id]);
  });

  it("keeps the modal open and shows the server's message when saving fails", async () => {
    const { onClose } = renderModal({
      [add]: () => failureResponse(422, 'UNPROCESSABLE', 'Members can only be assigned to a manager.'),
    });

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Dee Dee' }));
    await save();

    expect(await screen.findByText('Members can only be assigned to a manager.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Assign members to Grace Hopper' })).toBeInTheDocument();
  });

  it('says Failed to fetch members in tenant when the picker cannot load', async () => {
    renderModal({ [`GET ${memberEndpoints.inTenant.path}`]: () => failureResponse(500, 'INTERNAL', '') });

    expect(await screen.findByText('Failed to fetch members in tenant')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
