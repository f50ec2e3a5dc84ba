import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberEndpoints, projectEndpoints } from '@worktrail/contract';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, okResponse, stubApi } from '../../../test/api.ts';
import { membersInTenantAnswer, numberedInTenant, sixtyInTenant } from '../../../test/members.ts';
import { projectItem } from '../../../test/projects.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { ProjectMembersModal } from './ProjectMembersModal.tsx';

const inTenantCall = `GET ${memberEndpoints.inTenant.path}`;
const addMembers = `POST ${projectEndpoints.addMembers.path}`;
const removeMembers = `POST ${projectEndpoints.removeMembers.path}`;
const [first, second] = [numberedInTenant(1), numberedInTenant(2)];
// Apollo has two members now; one left the organisation's active members (only the project names them).
const apollo = projectItem(1, {
  name: 'Apollo',
  members: [
    { id: first.id, name: first.name },
    { id: '0190f5f0-0000-7000-8000-0000000000e9', name: 'Former Member' },
  ],
});

function renderModal() {
  storeSession();
  const fetch = stubApi({
    [inTenantCall]: ({ url }) => okResponse(membersInTenantAnswer(sixtyInTenant, url)),
    [addMembers]: () => okResponse(apollo),
    [removeMembers]: () => okResponse(apollo),
  });
  const onClose = vi.fn();
  renderWithProviders(<ProjectMembersModal project={apollo} onClose={onClose} />);
  return { fetch, onClose };
}

const queries = (fetch: ReturnType<typeof stubApi>) =>
  callsTo(fetch, inTenantCall).map((call) => Object.fromEntries(call.query));

// jsdom has no scrolling; Mantine's list scrolls its selected option into view.
Element.prototype.scrollIntoView ??= () => undefined;

describe('ProjectMembersModal', () => {
  it('names the project’s members from the project, asking the server nothing until the picker is used', async () => {
    const { fetch } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Members of Apollo' });
    expect(within(dialog).getByRole('checkbox', { name: 'Person 001' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Former Member' })).toBeChecked();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queries(fetch)).toEqual([]);
  });

  it('adds a member found on the server, drops an unticked one, and saves the difference', async () => {
    const { fetch, onClose } = renderModal();
    await screen.findByRole('dialog', { name: 'Members of Apollo' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Add a member' }));
    const list = await screen.findByRole('listbox', { name: 'Add a member' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(49));
    expect(within(list).queryByRole('option', { name: /^Person 001/ })).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('combobox', { name: 'Add a member' }), 'person2@');
    await waitFor(() => expect(queries(fetch).at(-1)).toEqual({ search: 'person2@', PageNo: '1', PageSize: '50' }));
    await userEvent.click(await screen.findByRole('option', { name: /^Person 002/ }));
    expect(screen.getByRole('checkbox', { name: 'Person 002' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Former Member' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save members' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(fetch, addMembers)[0]?.body).toEqual([second.id]);
    expect(callsTo(fetch, removeMembers)[0]?.body).toEqual(['0190f5f0-0000-7000-8000-0000000000e9']);
  });
});
