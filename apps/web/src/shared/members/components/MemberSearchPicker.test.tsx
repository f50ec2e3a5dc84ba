import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type MemberInTenant, memberEndpoints } from '@worktrail/contract';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, failureResponse, okResponse, stubApi } from '../../../test/api.ts';
import { membersInTenantAnswer, numberedInTenant, sixtyInTenant } from '../../../test/members.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { membersKey } from '../api/member-picker-api.ts';
import { MemberSearchPicker } from './MemberSearchPicker.tsx';

const inTenantCall = `GET ${memberEndpoints.inTenant.path}`;

/** The picker as a dialog holds it: adding to a list of chosen ids, which it no longer offers. */
function Harness({ initial, onChoose }: { initial: string[]; onChoose: (member: MemberInTenant) => void }) {
  const [chosen, setChosen] = useState(initial);
  return (
    <MemberSearchPicker
      label="Add a member"
      placeholder="Type a name or e-mail"
      exclude={chosen}
      onChoose={(member) => {
        setChosen((ids) => [...ids, member.id]);
        onChoose(member);
      }}
    />
  );
}

function renderPicker({ chosen = [] as string[], handlers = {} as Parameters<typeof stubApi>[0] } = {}) {
  storeSession();
  const fetch = stubApi({
    [inTenantCall]: ({ url }) => okResponse(membersInTenantAnswer(sixtyInTenant, url)),
    ...handlers,
  });
  const onChoose = vi.fn();
  const { queryClient } = renderWithProviders(<Harness initial={chosen} onChoose={onChoose} />);
  return { fetch, onChoose, queryClient };
}

const field = () => screen.getByRole('combobox', { name: 'Add a member' });
const queries = (fetch: ReturnType<typeof stubApi>) =>
  callsTo(fetch, inTenantCall).map((call) => Object.fromEntries(call.query));
/** A moment for anything that would be asked on its own (nothing should be). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

// jsdom has no scrolling; Mantine's list scrolls its selected option into view.
Element.prototype.scrollIntoView ??= () => undefined;

describe('MemberSearchPicker', () => {
  // The first test sees the closed field drawn before the picker's code is fetched; once fetched, later tests (as
  // later screens) start with the open picker's field, which must not ask the server either until it is used.
  it('asks nothing until first used, then lists the first 50 but the chosen and says typing narrows', async () => {
    const { fetch } = renderPicker({ chosen: [numberedInTenant(1).id] });
    await settle();
    expect(queries(fetch)).toEqual([]);
    expect(field()).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(field());
    const list = await screen.findByRole('listbox', { name: 'Add a member' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(49));
    expect(within(list).queryByRole('option', { name: /Person 001/ })).not.toBeInTheDocument();
    expect(within(list).getByRole('option', { name: /Person 002/ })).toHaveTextContent('person2@example.com');
    expect(screen.getByRole('status')).toHaveTextContent('Showing the first 50 — type to narrow');
    expect(queries(fetch)).toEqual([{ PageNo: '1', PageSize: '50' }]);
  });

  it('asks the server for what is typed and adds the chosen member, who is then no longer offered', async () => {
    const { fetch, onChoose } = renderPicker();
    await settle();
    expect(queries(fetch)).toEqual([]);

    await userEvent.click(field());
    await userEvent.type(field(), '055');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(queries(fetch).at(-1)).toEqual({ search: '055', PageNo: '1', PageSize: '50' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('option', { name: /Person 055/ }));
    expect(onChoose).toHaveBeenCalledWith(numberedInTenant(55));
    expect(field()).toHaveValue('');
    await userEvent.type(field(), '055');
    expect(await screen.findByText('No member matches')).toBeInTheDocument();
  });

  it('adds with the keyboard: Tab to the field, arrows and Enter', async () => {
    const { onChoose } = renderPicker({ chosen: [numberedInTenant(1).id] });
    await userEvent.tab();
    expect(field()).toHaveFocus();
    await screen.findByRole('listbox', { name: 'Add a member' });
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChoose).toHaveBeenCalledWith(numberedInTenant(2));
  });

  it('asks again once members change: its queries lie under the members key that member changes invalidate', async () => {
    const { fetch, queryClient } = renderPicker();
    await userEvent.click(field());
    await waitFor(() => expect(queries(fetch)).toHaveLength(1));
    await queryClient.invalidateQueries({ queryKey: membersKey });
    await waitFor(() => expect(queries(fetch)).toHaveLength(2));
  });

  it('says so when the members cannot be loaded', async () => {
    renderPicker({ handlers: { [inTenantCall]: () => failureResponse(500, 'INTERNAL', '') } });
    await userEvent.click(field());
    expect(await screen.findByText('The members could not be loaded.')).toBeInTheDocument();
  });
});
