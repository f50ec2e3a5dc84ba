import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultFeatureSettings, type MemberSettingRow, settingsEndpoints } from '@worktrail/contract';
import { describe, expect, it } from 'vitest';
import { persistPermissions } from '../../../shared/permissions/persisted-permissions.ts';
import { callsTo, okResponse, stubApi } from '../../../test/api.ts';
import { permissionsOf } from '../../../test/permissions.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { MemberSettingsPage } from './MemberSettingsPage.tsx';

const members = `GET ${settingsEndpoints.membersSetting.path}`;
const teams = `GET ${settingsEndpoints.teamsSetting.path}`;
const bulk = `PUT ${settingsEndpoints.updateMembers.path}`;
const team = `PUT ${settingsEndpoints.updateTeam.path}`;

const row = (n: number, overrides: Partial<MemberSettingRow> = {}): MemberSettingRow => ({
  memberId: `0190c0de-0000-7000-8000-00000000000${n}`,
  name: `Member ${n}`,
  email: `member${n}@example.com`,
  value: true,
  source: 'default',
  teamId: null,
  teamName: null,
  ...overrides,
});

function renderPage(route = '/settings/member?key=Allow_to_add_offline_Time') {
  storeSession();
  persistPermissions('user-1', permissionsOf('owner'));
  const fetch = stubApi({
    [members]: () =>
      okResponse({
        items: [
          row(1),
          row(2, { value: false, source: 'organisation' }),
          row(3, { source: 'team', teamId: '0190c0de-0000-7000-8000-0000000000aa', teamName: 'Blue' }),
          row(4, { source: 'member' }),
        ],
        totalCount: 4,
      }),
    [teams]: () =>
      okResponse({
        items: [
          { teamId: '0190c0de-0000-7000-8000-0000000000aa', name: 'Blue', status: 'active', value: true },
          { teamId: '0190c0de-0000-7000-8000-0000000000bb', name: 'Red', status: 'inactive', value: null },
        ],
        totalCount: 2,
        organisationValue: false,
      }),
    [bulk]: ({ body }) => okResponse({ updated: (body as { memberIds: string[] }).memberIds.length }),
    [team]: ({ url, body }) =>
      okResponse({
        teamId: url.searchParams.get('teamId'),
        teamName: 'Red',
        overrides: (body as { settings: object }).settings,
        organisation: defaultFeatureSettings,
      }),
  });
  renderWithProviders(<MemberSettingsPage />, { route });
  return fetch;
}

describe('MemberSettingsPage', () => {
  it("lists each member's effective value of the chosen setting with its source", async () => {
    const fetch = renderPage();
    await screen.findByText('Member 1');
    const table = screen.getByRole('table', { name: 'Members and their value of the setting' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Member 1');
    expect(rows[1]).toHaveTextContent('On');
    expect(rows[1]).toHaveTextContent('Default');
    expect(rows[2]).toHaveTextContent('Off');
    expect(rows[2]).toHaveTextContent('Organization');
    expect(rows[3]).toHaveTextContent('Team Blue');
    expect(rows[4]).toHaveTextContent('Individual');
    const query = callsTo(fetch, members).at(-1)?.query;
    expect(query?.get('key')).toBe('Allow_to_add_offline_Time');
    expect(query?.get('pageNo')).toBe('1');
    expect(query?.get('pageCount')).toBe('10');
  });

  it('asks before the tab closes while members are picked for a change not yet applied', async () => {
    renderPage();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Member 1' }));
    expect(unload()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Set individual value' }));
    expect(await screen.findByText('The setting was updated. Members: 1.')).toBeInTheDocument();
    expect(unload()).toBe(false);
  });

  it('gives the selected members an individual value at once, and puts them back to default after confirming', async () => {
    const fetch = renderPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Member 1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Member 2' }));
    expect(screen.getByRole('status')).toHaveTextContent('Selected: 2');
    await userEvent.click(screen.getByRole('switch', { name: 'Individual value' }));
    await userEvent.click(screen.getByRole('button', { name: 'Set individual value' }));
    expect(await screen.findByText('The setting was updated. Members: 2.')).toBeInTheDocument();
    expect(callsTo(fetch, bulk)[0]?.body).toEqual({
      key: 'Allow_to_add_offline_Time',
      memberIds: [row(1).memberId, row(2).memberId],
      mode: 'individual',
      value: false,
    });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back to default' }));
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(callsTo(fetch, bulk)).toHaveLength(2));
    expect(callsTo(fetch, bulk)[1]?.body).toMatchObject({
      mode: 'default',
      memberIds: [1, 2, 3, 4].map((n) => row(n).memberId),
    });
  });

  it("shows teams with their own value or the organisation's, and changes one", async () => {
    const fetch = renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Teams' }));
    await screen.findByText('Red');
    const table = screen.getByRole('table', { name: 'Teams and their value of the setting' });
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Follows the organization (Off)');
    await userEvent.click(screen.getByRole('button', { name: 'Change for Red' }));
    await userEvent.click(await screen.findByRole('switch', { name: 'Value for Red' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("The team's setting has been saved.")).toBeInTheDocument();
    const call = callsTo(fetch, team)[0];
    expect(call?.query.get('teamId')).toBe('0190c0de-0000-7000-8000-0000000000bb');
    expect(call?.body).toEqual({ settings: { Allow_to_add_offline_Time: true } });
  });

  it('picks another setting from its list, fetched when the field is pressed, and sets a number for it', async () => {
    const fetch = renderPage();
    await screen.findByText('Member 1');
    await userEvent.click(screen.getByRole('combobox', { name: 'Setting' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Maximum hours per week' }));
    await waitFor(() => expect(callsTo(fetch, members).at(-1)?.query.get('key')).toBe('Maximum_Hours_Per_Week'));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Member 1' }));
    const hours = screen.getByRole('textbox', { name: 'Individual value' });
    await userEvent.clear(hours);
    await userEvent.type(hours, '400');
    // Over the 168 hours of a week: the last digit is not taken.
    expect(hours).toHaveValue('40');
    await userEvent.click(screen.getByRole('button', { name: 'Set individual value' }));
    await waitFor(() =>
      expect(callsTo(fetch, bulk)[0]?.body).toEqual({
        key: 'Maximum_Hours_Per_Week',
        memberIds: [row(1).memberId],
        mode: 'individual',
        value: 40,
      }),
    );
  });
});
