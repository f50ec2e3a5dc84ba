import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberEndpoints } from '@worktrail/contract';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, okResponse, stubApi } from '../../../../test/api.ts';
import { membersInTenantAnswer, numberedInTenant, sixtyInTenant } from '../../../../test/members.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { storeSession } from '../../../../test/tokens.ts';
import { type MemberRow, MembersEditor } from './MembersEditor.tsx';
import type { Candidate } from './use-member-candidates.ts';

const inTenantCall = `GET ${memberEndpoints.inTenant.path}`;
const first = numberedInTenant(1);
const rows: MemberRow[] = [{ memberId: first.id, name: first.name, permission: 'manage' }];

function renderEditor(candidates?: Candidate[]) {
  storeSession();
  const fetch = stubApi({ [inTenantCall]: ({ url }) => okResponse(membersInTenantAnswer(sixtyInTenant, url)) });
  const onChange = vi.fn();
  renderWithProviders(<MembersEditor rows={rows} onChange={onChange} candidates={candidates} />);
  return { fetch, onChange };
}

const queries = (fetch: ReturnType<typeof stubApi>) =>
  callsTo(fetch, inTenantCall).map((call) => Object.fromEntries(call.query));

// jsdom has no scrolling; Mantine's list scrolls its selected option into view.
Element.prototype.scrollIntoView ??= () => undefined;

describe('MembersEditor', () => {
  it('searches the members to add on the server, without those already on the workspace', async () => {
    const { fetch, onChange } = renderEditor();
    expect(queries(fetch)).toEqual([]);
    await userEvent.click(screen.getByRole('combobox', { name: 'Add a member' }));
    const list = await screen.findByRole('listbox', { name: 'Add a member' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(49));
    expect(within(list).queryByRole('option', { name: /^Person 001/ })).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('combobox', { name: 'Add a member' }), 'Person 060');
    await waitFor(() => expect(queries(fetch).at(-1)).toEqual({ search: 'Person 060', PageNo: '1', PageSize: '50' }));
    await userEvent.click(await screen.findByRole('option', { name: /^Person 060/ }));
    expect(onChange).toHaveBeenCalledWith([
      ...rows,
      { memberId: numberedInTenant(60).id, name: 'Person 060', permission: 'view' },
    ]);
  });

  it('offers a workspace manager who may not read members those who can see the workspace, asking nothing more', async () => {
    const ivy = { id: '0198c1f0-0000-7000-9000-0000000000a1', name: 'Ivy Reader' };
    const { fetch, onChange } = renderEditor([{ id: first.id, name: first.name }, ivy]);
    await userEvent.click(screen.getByRole('combobox', { name: 'Add a member' }));
    expect(screen.queryByRole('option', { name: 'Person 001' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: 'Ivy Reader' }));
    expect(onChange).toHaveBeenCalledWith([...rows, { memberId: ivy.id, name: 'Ivy Reader', permission: 'view' }]);
    expect(queries(fetch)).toEqual([]);
  });
});
