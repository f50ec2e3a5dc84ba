import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { timelineEndpoints } from '@worktrail/contract';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, okResponse, stubApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { activityUsersAnswer, bigOrganisation, kenji, numberedMember, selfUser } from '../activity-fixtures.ts';
import { MemberPicker } from './MemberPicker.tsx';

const usersCall = `GET ${timelineEndpoints.activityUsers.path}`;
/** The caller, Kenji and five more: few enough to type among quickly. */
const smallOrganisation = bigOrganisation.slice(0, 7);

/** The picker as a page holds it: the chosen id in state. */
function Harness({ initial, onChange }: { initial: string | null; onChange: (userId: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <MemberPicker
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function renderPicker({ users = bigOrganisation, value = selfUser.userId as string | null } = {}) {
  storeSession();
  const fetch = stubApi({ [usersCall]: ({ url }) => okResponse(activityUsersAnswer(users, url)) });
  const onChange = vi.fn();
  renderWithProviders(<Harness initial={value} onChange={onChange} />);
  return { fetch, onChange };
}

const field = () => screen.getByRole('combobox', { name: 'Member' });
const queries = (fetch: ReturnType<typeof stubApi>) =>
  callsTo(fetch, usersCall).map((call) => Object.fromEntries(call.query));

// jsdom has no scrolling; the list scrolls the chosen member into view when it opens.
Element.prototype.scrollIntoView ??= () => undefined;

describe('MemberPicker', () => {
  it('shows the first 50 members and says that typing narrows them, never asking for the whole list', async () => {
    const { fetch } = renderPicker();
    await waitFor(() => expect(field()).toBeEnabled());
    expect(field()).toHaveValue('Grace Hopper (you)');
    await userEvent.click(field());

    const list = await screen.findByRole('listbox', { name: 'Member' });
    expect(within(list).getAllByRole('option')).toHaveLength(50);
    expect(within(list).getByRole('option', { name: /Grace Hopper \(you\)/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Showing the first 50 — type to narrow');
    expect(queries(fetch)).toEqual([{ PageNo: '1', PageSize: '51' }]);
  });

  it('asks the server for what is typed and lists its answer', async () => {
    const { fetch, onChange } = renderPicker({ users: smallOrganisation });
    await waitFor(() => expect(field()).toBeEnabled());
    await userEvent.click(field());
    await userEvent.clear(field());
    await userEvent.type(field(), '005');

    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    const found = screen.getByRole('option', { name: /Member 005/ });
    expect(queries(fetch).at(-1)).toEqual({ search: '005', PageNo: '1', PageSize: '51' });

    // The chosen member's card comes with the choice, without asking for them again.
    const asked = queries(fetch).length;
    await userEvent.click(found);
    expect(onChange).toHaveBeenCalledWith(numberedMember(5).userId);
    expect(field()).toHaveValue('Member 005');
    expect(field()).toHaveAccessibleDescription(/^Offline\s*Europe\/Paris$/);
    expect(queries(fetch)).toHaveLength(asked);
  });

  it('chooses with the arrow keys and Enter, from the chosen member on', async () => {
    const { onChange } = renderPicker({ users: smallOrganisation });
    await waitFor(() => expect(field()).toBeEnabled());
    await userEvent.click(field());
    await screen.findByRole('listbox', { name: 'Member' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith(kenji.userId);
    expect(field()).toHaveValue('Kenji Sato');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('keeps the members listed while a search loads, then says when none matches', async () => {
    storeSession();
    let answer: (response: Response) => void = () => undefined;
    const fetch = stubApi({
      [usersCall]: ({ url }) =>
        url.searchParams.has('search')
          ? new Promise<Response>((resolve) => {
              answer = resolve;
            })
          : okResponse(activityUsersAnswer(smallOrganisation, url)),
    });
    renderWithProviders(<Harness initial={selfUser.userId} onChange={vi.fn()} />);
    await waitFor(() => expect(field()).toBeEnabled());
    await userEvent.click(field());
    await userEvent.clear(field());
    await userEvent.type(field(), 'xyz');

    await waitFor(() => expect(queries(fetch).at(-1)).toEqual({ search: 'xyz', PageNo: '1', PageSize: '51' }));
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    expect(screen.getByRole('listbox', { name: 'Member' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(7);
    answer(okResponse([]));
    expect(await screen.findByText('No member matches')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('shows the card of a chosen member who is not on the first page, asking for them by id', async () => {
    const last = numberedMember(60);
    const { fetch } = renderPicker({ value: last.userId });
    await waitFor(() => expect(field()).toHaveValue('Member 060'));
    expect(field()).toHaveAccessibleDescription(/^Offline\s*Europe\/Paris$/);
    expect(queries(fetch)).toContainEqual({ UserId: last.userId });
  });

  it('gives someone who sees only themself the same field, read-only', async () => {
    renderPicker({ users: [selfUser] });
    await waitFor(() => expect(field()).toHaveValue('Grace Hopper (you)'));
    expect(field()).toHaveAttribute('readonly');
    await userEvent.click(field());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
