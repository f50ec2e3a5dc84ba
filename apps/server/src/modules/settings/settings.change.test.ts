import { settingsMessages } from '@worktrail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SettingsWorld, startSettingsWorld } from './settings.fixture.ts';

let w: SettingsWorld;
beforeAll(async () => {
  w = await startSettingsWorld();
});
afterAll(() => w.close());

const owner = 'owner@acme.test';
const unknownId = '0190c0de-0000-7000-8000-000000000000';
type FieldError = { field: string; message: string };
const errorsOf = (response: { json: () => { errors?: FieldError[] } }) =>
  (response.json().errors ?? []).map((error) => [error.field, error.message]);
const organisation = async () => (await w.get(owner, 'GetOrganisationSettings')).json().result;

describe('organisation values', () => {
  it('starts from the built-in defaults, saves values, and null goes back to the default', async () => {
    const before = await organisation();
    expect(before.values).toMatchObject({
      Allow_to_add_offline_Time: true,
      Number_Of_Screenshots: 6,
      Time_Zone: 'UTC',
    });
    expect(before.customised).toEqual([]);
    const saved = await w.put(owner, 'UpdateOrganisationSettings', {
      settings: { Allow_to_add_offline_Time: false, Maximum_Hours_Per_Week: 40, Currency_Symbol: ' € ' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().result.values).toMatchObject({
      Allow_to_add_offline_Time: false,
      Maximum_Hours_Per_Week: 40,
      Currency_Symbol: '€',
    });
    expect(saved.json().result.customised).toEqual([
      'Allow_to_add_offline_Time',
      'Currency_Symbol',
      'Maximum_Hours_Per_Week',
    ]);
    const reset = await w.put(owner, 'UpdateOrganisationSettings', {
      settings: { Allow_to_add_offline_Time: null, Maximum_Hours_Per_Week: null, Currency_Symbol: null },
    });
    expect(reset.json().result.customised).toEqual([]);
    expect(reset.json().result.values.Allow_to_add_offline_Time).toBe(true);
  });

  it('validates each value for its key, refuses unknown keys, and changes nothing when one is wrong', async () => {
    const cases: Array<[object, string, string]> = [
      [{ Maximum_Hours_Per_Week: 169 }, 'body.settings.Maximum_Hours_Per_Week', settingsMessages.outOfRange],
      [{ Maximum_Hours_Per_Week: -1 }, 'body.settings.Maximum_Hours_Per_Week', settingsMessages.outOfRange],
      [{ Number_Of_Screenshots: 0 }, 'body.settings.Number_Of_Screenshots', settingsMessages.outOfRange],
      [{ Number_Of_Screenshots: 61 }, 'body.settings.Number_Of_Screenshots', settingsMessages.outOfRange],
      [{ Auto_Pause_Tracking: 2.5 }, 'body.settings.Auto_Pause_Tracking', settingsMessages.wholeNumber],
      [{ Auto_Pause_Tracking: '5' }, 'body.settings.Auto_Pause_Tracking', settingsMessages.numberRequired],
      [{ Blur_Screen: 'yes' }, 'body.settings.Blur_Screen', settingsMessages.yesOrNo],
      [{ Currency_Symbol: '' }, 'body.settings.Currency_Symbol', settingsMessages.textInvalid],
      [{ Currency_Symbol: '123456789' }, 'body.settings.Currency_Symbol', settingsMessages.textInvalid],
      [{ Time_Zone: 'Mars/Olympus' }, 'body.settings.Time_Zone', settingsMessages.timeZoneInvalid],
      [{ Not_A_Setting: true }, 'body.settings', settingsMessages.unknownSetting],
    ];
    for (const [settings, field, message] of cases) {
      const response = await w.put(owner, 'UpdateOrganisationSettings', {
        settings: { Blur_Screen: true, ...settings },
      });
      expect(response.statusCode, JSON.stringify(settings)).toBe(400);
      expect(errorsOf(response)).toContainEqual([field, message]);
    }
    expect((await organisation()).customised).toEqual([]);
  });

  it('is for those who may update feature settings (403 for managers and employees, 401 without sign-in)', async () => {
    for (const as of ['mona@acme.test', 'eli@acme.test']) {
      expect((await w.get(as, 'GetOrganisationSettings')).statusCode).toBe(403);
      expect((await w.put(as, 'UpdateOrganisationSettings', { settings: { Blur_Screen: true } })).statusCode).toBe(403);
      expect((await w.get(as, `GetMembersSetting?key=Blur_Screen`)).statusCode).toBe(403);
    }
    const anonymous = await w.t.app.inject({
      method: 'PUT',
      url: '/api/v1/SystemSettings/UpdateOrganisationSettings',
      payload: { settings: {} },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await organisation()).customised).toEqual([]);
  });

  it("keeps each organisation's values apart", async () => {
    await w.put('owner@globex.test', 'UpdateOrganisationSettings', { settings: { Blur_Screen: true } });
    expect((await organisation()).values.Blur_Screen).toBe(false);
    await w.put('owner@globex.test', 'UpdateOrganisationSettings', { settings: { Blur_Screen: null } });
  });
});

describe('organisation time zone', () => {
  it('moves the local days of members without their own zone, in the same change', async () => {
    // 23:30–00:30 UTC: two UTC days; in Riyadh (UTC+3) both halves fall on 11 June.
    await w.track('emma@acme.test', '2026-06-10T23:30:00Z', '2026-06-11T00:30:00Z');
    expect(await w.days('emma@acme.test')).toEqual([
      { day: '2026-06-10', worked: 1800 },
      { day: '2026-06-11', worked: 1800 },
    ]);
    const changed = await w.put(owner, 'UpdateOrganisationSettings', { settings: { Time_Zone: 'Asia/Riyadh' } });
    expect(changed.statusCode).toBe(200);
    expect(await w.days('emma@acme.test')).toEqual([{ day: '2026-06-11', worked: 3600 }]);
    await w.put(owner, 'UpdateOrganisationSettings', { settings: { Time_Zone: null } });
    expect((await w.days('emma@acme.test')).map((row) => row.day)).toEqual(['2026-06-10', '2026-06-11']);
  });

  it('is set for the whole organisation only, never per team or member', async () => {
    const teamId = await w.addTeam('Zone team', []);
    const team = await w.put(owner, `UpdateTeamSettings?teamId=${teamId}`, { settings: { Time_Zone: 'Asia/Riyadh' } });
    expect(errorsOf(team)).toContainEqual(['body.settings.Time_Zone', settingsMessages.organisationOnly]);
    const bulk = await w.put(owner, 'UpdateMembersSetting', {
      key: 'Time_Zone',
      memberIds: [w.id('eli@acme.test')],
      mode: 'individual',
      value: 'Asia/Riyadh',
    });
    expect(errorsOf(bulk)).toContainEqual(['body.key', settingsMessages.organisationOnly]);
  });
});

describe('team values', () => {
  it('sets and clears a team value; other teams and the organisation are untouched', async () => {
    const teamId = await w.addTeam('Team values', ['eli@acme.test']);
    const set = await w.put(owner, `UpdateTeamSettings?teamId=${teamId}`, {
      settings: { Take_ScreenShot: false, Number_Of_Screenshots: 2 },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().result).toMatchObject({
      teamName: 'Team values',
      overrides: { Take_ScreenShot: false, Number_Of_Screenshots: 2 },
    });
    expect(set.json().result.organisation.Take_ScreenShot).toBe(true);
    const cleared = await w.put(owner, `UpdateTeamSettings?teamId=${teamId}`, { settings: { Take_ScreenShot: null } });
    expect(cleared.json().result.overrides).toEqual({ Number_Of_Screenshots: 2 });
    expect((await w.get(owner, `GetTeamSettings?teamId=${teamId}`)).json().result.overrides).toEqual({
      Number_Of_Screenshots: 2,
    });
    await w.put(owner, `UpdateTeamSettings?teamId=${teamId}`, { settings: { Number_Of_Screenshots: null } });
  });

  it("refuses another organisation's, deleted or unknown teams with 404 and changes nothing", async () => {
    const deleted = await w.addTeam('Team deleted', [], 'deleted');
    for (const teamId of [deleted, unknownId]) {
      const response = await w.put(owner, `UpdateTeamSettings?teamId=${teamId}`, { settings: { Blur_Screen: true } });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(settingsMessages.teamNotFound);
    }
    const acmeTeam = await w.addTeam('Team not for Globex', []);
    expect(
      (await w.put('owner@globex.test', `UpdateTeamSettings?teamId=${acmeTeam}`, { settings: { Blur_Screen: true } }))
        .statusCode,
    ).toBe(404);
    expect((await w.get('owner@globex.test', `GetTeamSettings?teamId=${acmeTeam}`)).statusCode).toBe(404);
    expect((await w.get(owner, `GetTeamSettings?teamId=${acmeTeam}`)).json().result.overrides).toEqual({});
  });
});

describe('member values', () => {
  it('gives a member an individual value and puts it back to default', async () => {
    const eli = w.id('eli@acme.test');
    const set = await w.put(owner, `UpdateMemberSettings?memberId=${eli}`, {
      settings: { Allow_to_add_offline_Time: { mode: 'individual', value: false } },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().result).toMatchObject({ name: 'Eli Park', overrides: { Allow_to_add_offline_Time: false } });
    const item = set.json().result.effective.find((i: { label: string }) => i.label === 'Allow_to_add_offline_Time');
    expect(item).toMatchObject({ value: false, source: 'member' });
    const back = await w.put(owner, `UpdateMemberSettings?memberId=${eli}`, {
      settings: { Allow_to_add_offline_Time: { mode: 'default' } },
    });
    expect(back.json().result.overrides).toEqual({});
  });

  it('refuses an individual value without a valid value', async () => {
    const eli = w.id('eli@acme.test');
    const missing = await w.put(owner, `UpdateMemberSettings?memberId=${eli}`, {
      settings: { Blur_Screen: { mode: 'individual' } },
    });
    expect(missing.statusCode).toBe(400);
    const bulk = await w.put(owner, 'UpdateMembersSetting', {
      key: 'Blur_Screen',
      memberIds: [eli],
      mode: 'individual',
    });
    expect(errorsOf(bulk)).toContainEqual(['body.value', settingsMessages.valueRequired]);
    const wrong = await w.put(owner, 'UpdateMembersSetting', {
      key: 'Number_Of_Screenshots',
      memberIds: [eli],
      mode: 'individual',
      value: 100,
    });
    expect(errorsOf(wrong)).toContainEqual(['body.value', settingsMessages.outOfRange]);
    const none = await w.put(owner, 'UpdateMembersSetting', { key: 'Blur_Screen', memberIds: [], mode: 'default' });
    expect(errorsOf(none)).toContainEqual(['body.memberIds', settingsMessages.atLeastOneMember]);
  });

  it('sets one key for several members at once, and back to default, all or nothing', async () => {
    const ids = [w.id('eli@acme.test'), w.id('emma@acme.test')];
    const set = await w.put(owner, 'UpdateMembersSetting', {
      key: 'Blur_Screen',
      memberIds: ids,
      mode: 'individual',
      value: true,
    });
    expect(set.json().result).toEqual({ updated: 2 });
    const list = (await w.get(owner, 'GetMembersSetting?key=Blur_Screen&pageCount=100')).json().result.items;
    const sources = Object.fromEntries(
      list.map((row: { email: string; source: string; value: boolean }) => [row.email, `${row.source}:${row.value}`]),
    );
    expect(sources).toMatchObject({
      'eli@acme.test': 'member:true',
      'emma@acme.test': 'member:true',
      'owner@acme.test': 'default:false',
    });

    // One foreign id: 404 and nobody changes.
    const refused = await w.put(owner, 'UpdateMembersSetting', {
      key: 'Blur_Screen',
      memberIds: [...ids, w.id('gus@globex.test')],
      mode: 'default',
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(settingsMessages.membersNotFound);
    const still = (await w.get('eli@acme.test', 'GetAllUserSettings')).json().result.values.Blur_Screen;
    expect(still).toBe(true);

    await w.put(owner, 'UpdateMembersSetting', { key: 'Blur_Screen', memberIds: ids, mode: 'default' });
    expect((await w.get('eli@acme.test', 'GetAllUserSettings')).json().result.values.Blur_Screen).toBe(false);
  });

  it("refuses members of another organisation or outside the caller's scope with 404", async () => {
    const gus = w.id('gus@globex.test');
    const foreign = await w.put(owner, `UpdateMemberSettings?memberId=${gus}`, {
      settings: { Blur_Screen: { mode: 'default' } },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(settingsMessages.memberNotFound);
    expect((await w.get(owner, `GetMemberSettings?memberId=${unknownId}`)).statusCode).toBe(404);

    // A manager given the permission still reaches only the members in their scope.
    await w.grant({ role: 'manager', permission: 'Worktrail.FeatureSettings.Update' });
    const eli = w.id('eli@acme.test');
    const outside = await w.put('mona@acme.test', `UpdateMemberSettings?memberId=${eli}`, {
      settings: { Blur_Screen: { mode: 'individual', value: true } },
    });
    expect(outside.statusCode).toBe(404);
    expect((await w.get('mona@acme.test', `GetMemberSettings?memberId=${eli}`)).statusCode).toBe(404);
    const listed = (await w.get('mona@acme.test', 'GetMembersSetting?key=Blur_Screen')).json().result.items;
    expect(listed.map((row: { email: string }) => row.email)).toEqual(['mona@acme.test']);
    expect((await w.get(owner, `GetMemberSettings?memberId=${eli}`)).json().result.overrides).toEqual({});
  });
});
