import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { timelineEndpoints } from '@worktrail/contract';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, okResponse, stubApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { activityUsersAnswer, bigOrganisation, kenji, numberedMember, selfUser } from '../activity-fixtures.ts';
import { MemberMultiPicker } from './MemberMultiPicker.tsx';

const usersCall = `GET ${timelineEndpoints.activityUsers.path}`;

/** The picker as a page holds it: the chosen ids in state. */
function Harness({ initial, onChange }: { initial: string[]; onChange: (userIds: string[]) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <MemberMultiPicker
      label="Members"
      placeholder="All"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function renderPicker(value: string[] = []) {
  storeSession();
  const fetch = stubApi({ [usersCall]: ({ url }) => okResponse(activityUsersAnswer(bigOrganisation, url)) });
  const onChange = vi.fn();
  renderWithProviders(<Harness initial={value} onChange={onChange} />);
  return { fetch, onChange };
}

const field = () => screen.getByRole('combobox', { name: 'Members' });
const queries = (fetch: ReturnType<typeof stubApi>) =>
  callsTo(fetch, usersCall).map((call) => Object.fromEntries(call.query));
/** Opens the picker (its code loads on this first use) and gives its list. */
async function open() {
  await waitFor(() => expect(field()).toBeEnabled());
  await userEvent.click(field());
  return screen.findByRole('listbox', { name: 'Members' });
}

// jsdom has no scrolling; Mantine's list scrolls its selected option into view.
Element.prototype.scrollIntoView ??= () => undefined;

describe('MemberMultiPicker', () => {
  // The first test sees the closed field drawn before the picker's code is fetched; once fetched, later tests (as
  // later screens) start with the open picker.
  it('draws the chosen members by name before its code loads, asking by id only for those not on the first page', async () => {
    const stranger = '0198d000-0000-7000-a000-000000000000';
    const last = numberedMember(60);
    const { fetch } = renderPicker([kenji.userId, last.userId, stranger]);
    await waitFor(() => expect(field()).toHaveTextContent(/^Kenji Sato, Member 060$/));
    // The id outside the caller's scope (no member by id) is left out.
    expect(queries(fetch)).toEqual([{ PageNo: '1', PageSize: '51' }, { UserId: last.userId }, { UserId: stranger }]);

    await open();
    expect(screen.getByRole('button', { name: 'Remove Kenji Sato' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Member 060' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Remove/ })).toHaveLength(2);
  });

  it('lists the first 50 members but the chosen, says that typing narrows them, never asking for them all', async () => {
    const { fetch } = renderPicker([kenji.userId]);
    const list = await open();

    expect(within(list).getAllByRole('option')).toHaveLength(49);
    expect(within(list).queryByRole('option', { name: /Kenji Sato/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Kenji Sato' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing the first 50 — type to narrow');
    expect(queries(fetch)).toEqual([{ PageNo: '1', PageSize: '51' }]);
  });

  it('asks the server for what is typed, and adds the chosen member as a pill', async () => {
    const { fetch, onChange } = renderPicker([kenji.userId]);
    await open();
    await userEvent.type(field(), '055');

    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(queries(fetch).at(-1)).toEqual({ search: '055', PageNo: '1', PageSize: '51' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    // Member 55 is not on the first page: their pill comes with the choice, without asking for them by id.
    const asked = queries(fetch).length;
    await userEvent.click(screen.getByRole('option', { name: /Member 055/ }));
    expect(onChange).toHaveBeenLastCalledWith([kenji.userId, numberedMember(55).userId]);
    expect(screen.getByRole('button', { name: 'Remove Member 055' })).toBeInTheDocument();
    expect(field()).toHaveValue('');
    expect(queries(fetch)).toHaveLength(asked);
  });

  it('drops an id outside the caller’s scope with the next change, as the server ignores it', async () => {
    const stranger = '0198d000-0000-7000-a000-000000000000';
    const { fetch, onChange } = renderPicker([stranger, kenji.userId]);
    await waitFor(() => expect(queries(fetch)).toContainEqual({ UserId: stranger }));
    await open();
    expect(screen.getAllByRole('button', { name: /^Remove/ })).toHaveLength(1);

    await userEvent.click(screen.getByRole('option', { name: /Member 001/ }));
    expect(onChange).toHaveBeenLastCalledWith([kenji.userId, numberedMember(1).userId]);
  });

  it('chooses with the arrow keys and Enter, and removes with the named buttons and Backspace', async () => {
    const { onChange } = renderPicker([kenji.userId, numberedMember(1).userId, numberedMember(2).userId]);
    await open();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    // The first option is the caller; the list stays open for more.
    expect(onChange).toHaveBeenLastCalledWith([
      kenji.userId,
      numberedMember(1).userId,
      numberedMember(2).userId,
      selfUser.userId,
    ]);
    expect(screen.getByRole('listbox', { name: 'Members' })).toBeInTheDocument();

    // Shift+Tab reaches the last pill's remove button; once it is gone the focus goes to the search.
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Remove Grace Hopper (you)' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([kenji.userId, numberedMember(1).userId, numberedMember(2).userId]);
    await waitFor(() => expect(field()).toHaveFocus());

    // Removing a pill in the middle moves the focus to the next one.
    screen.getByRole('button', { name: 'Remove Member 001' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([kenji.userId, numberedMember(2).userId]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Member 002' })).toHaveFocus());

    // Backspace in the empty search removes the last one.
    await userEvent.click(field());
    await userEvent.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith([kenji.userId]);
    expect(screen.queryByRole('button', { name: 'Remove Member 002' })).not.toBeInTheDocument();
  });
});
