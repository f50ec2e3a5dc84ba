import { settingsMessages } from '@worktrail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SettingsWorld, startSettingsWorld } from './settings.fixture.ts';

let w: SettingsWorld;
beforeAll(async () => {
  w = await startSettingsWorld();
});
afterAll(() => w.close());

const owner = 'owner@acme.test';
type Item = { label: string; value: unknown; source: string; teamId: string | null; teamName: string | null };
const itemOf = (body: { result: { all: Item[] } }, key: string) => body.result.all.find((item) => item.label === key);

describe('effective settings (GetAllUserSettings)', () => {
  it('takes the member value, else the first active team (oldest first), else the organisation, else the default', async () => {
    const older = await w.addTeam('Precedence older', ['eli@acme.test']);
    const younger = await w.addTeam('Precedence younger', ['eli@acme.test']);
    const inactive = await w.addTeam('Precedence inactive', ['eli@acme.test'], 'inactive');
    expect(
      (
        await w.put(owner, 'UpdateOrganisationSettings', {
          settings: { Auto_Pause_Tracking: 10, Number_Of_Screenshots: 3, Currency_Symbol: '€' },
        })
      ).statusCode,
    ).toBe(200);
    await w.put(owner, `UpdateTeamSettings?teamId=${younger}`, {
      settings: { Auto_Pause_Tracking: 20, Number_Of_Screenshots: 4 },
    });
    await w.put(owner, `UpdateTeamSettings?teamId=${older}`, { settings: { Number_Of_Screenshots: 5 } });
    await w.put(owner, `UpdateTeamSettings?teamId=${inactive}`, { settings: { Blur_Screen: true } });
    await w.put(owner, `UpdateMemberSettings?memberId=${w.id('eli@acme.test')}`, {
      settings: { Currency_Symbol: { mode: 'individual', value: 'SAR' } },
    });

    const response = await w.get('eli@acme.test', 'GetAllUserSettings');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(itemOf(body, 'Currency_Symbol')).toMatchObject({ value: 'SAR', source: 'member', teamId: null });
    expect(itemOf(body, 'Number_Of_Screenshots')).toMatchObject({
      value: 5,
      source: 'team',
      teamId: older,
      teamName: 'Precedence older',
    });
    expect(itemOf(body, 'Auto_Pause_Tracking')).toMatchObject({
      value: 20,
      source: 'team',
      teamId: younger,
      teamName: 'Precedence younger',
    });
    expect(itemOf(body, 'Blur_Screen')).toMatchObject({ value: false, source: 'default' });
    expect(itemOf(body, 'Take_ScreenShot')).toMatchObject({ value: true, source: 'default' });
    expect(body.result.values).toMatchObject({
      Currency_Symbol: 'SAR',
      Number_Of_Screenshots: 5,
      Auto_Pause_Tracking: 20,
    });

    // Emma is in no team: the organisation's values apply.
    const emma = (await w.get('emma@acme.test', 'GetAllUserSettings')).json();
    expect(itemOf(emma, 'Auto_Pause_Tracking')).toMatchObject({ value: 10, source: 'organisation' });
    expect(itemOf(emma, 'Currency_Symbol')).toMatchObject({ value: '€', source: 'organisation' });

    // Back to the defaults for the other tests.
    await w.put(owner, 'UpdateOrganisationSettings', {
      settings: { Auto_Pause_Tracking: null, Number_Of_Screenshots: null, Currency_Symbol: null },
    });
    await w.put(owner, `UpdateMemberSettings?memberId=${w.id('eli@acme.test')}`, {
      settings: { Currency_Symbol: { mode: 'default' } },
    });
  });

  it('groups items by the §3 display sections, leaving out time zone, currency, geolocation and prevent deletion', async () => {
    const body = (await w.get('emma@acme.test', 'GetAllUserSettings')).json();
    const sections = body.result.sections.map((s: { section: string; items: Item[] }) => [
      s.section,
      s.items.map((i) => i.label),
    ]);
    expect(sections).toEqual([
      ['general', ['Maximum_Hours_Per_Week', 'Allow_to_add_offline_Time']],
      ['tracking', ['Activity_Level_Tracking', 'App_And_URL_Tracking', 'Auto_Pause_Tracking']],
      ['screenshots', ['Take_ScreenShot', 'Number_Of_Screenshots', 'Notify_When_Screenshot_Is_Taken', 'Blur_Screen']],
    ]);
    expect(body.result.all).toHaveLength(17);
    expect(body.result.sections[0].items[0]).toMatchObject({
      id: `${w.id('emma@acme.test')}:Maximum_Hours_Per_Week`,
      userId: w.id('emma@acme.test'),
      value: 0,
      source: 'default',
    });
  });

  it("reads another member's settings only within the caller's data scope (404 otherwise)", async () => {
    const emmaId = w.id('emma@acme.test');
    expect((await w.get(owner, `GetAllUserSettings?userId=${emmaId}`)).json().result.userId).toBe(emmaId);
    const employee = await w.get('eli@acme.test', `GetAllUserSettings?userId=${emmaId}`);
    expect(employee.statusCode).toBe(404);
    expect(employee.json().message).toBe(settingsMessages.memberNotFound);
    expect((await w.get('mona@acme.test', `GetAllUserSettings?userId=${emmaId}`)).statusCode).toBe(404);
    await w.assign('mona@acme.test', ['emma@acme.test']);
    expect((await w.get('mona@acme.test', `GetAllUserSettings?userId=${emmaId}`)).statusCode).toBe(200);
    const foreign = await w.get(owner, `GetAllUserSettings?userId=${w.id('gus@globex.test')}`);
    expect(foreign.statusCode).toBe(404);
    expect((await w.get(owner, 'GetAllUserSettings?userId=0190c0de-0000-7000-8000-000000000000')).statusCode).toBe(404);
  });

  it('asks for sign-in without a token', async () => {
    const response = await w.t.app.inject({ method: 'GET', url: '/api/v1/SystemSettings/GetAllUserSettings' });
    expect(response.statusCode).toBe(401);
  });
});

describe('settings lists for the member settings screen', () => {
  it('lists members with the effective value and source of one key, paged and searched', async () => {
    const teamId = await w.addTeam('Lists team', ['emma@acme.test']);
    await w.put(owner, `UpdateTeamSettings?teamId=${teamId}`, { settings: { Maximum_Hours_Per_Week: 30 } });
    const page = (await w.get(owner, 'GetMembersSetting?key=Maximum_Hours_Per_Week&pageNo=1&pageCount=100')).json()
      .result;
    // Not deleted: owner, manager, Eli, Emma, the inactive and the archived member.
    expect(page.totalCount).toBe(6);
    const emma = page.items.find((item: { email: string }) => item.email === 'emma@acme.test');
    expect(emma).toMatchObject({ name: 'Emma Stone', value: 30, source: 'team', teamId, teamName: 'Lists team' });
    const searched = (await w.get(owner, 'GetMembersSetting?key=Maximum_Hours_Per_Week&name=stone')).json().result;
    expect(searched.items.map((item: { email: string }) => item.email)).toEqual(['emma@acme.test']);
    const paged = (await w.get(owner, 'GetMembersSetting?key=Blur_Screen&pageNo=2&pageCount=4')).json().result;
    expect(paged).toMatchObject({ totalCount: 6 });
    expect(paged.items).toHaveLength(2);

    const teamsList = (await w.get(owner, 'GetTeamsSetting?key=Maximum_Hours_Per_Week&name=Lists')).json().result;
    expect(teamsList).toEqual({
      items: [{ teamId, name: 'Lists team', status: 'active', value: 30 }],
      totalCount: 1,
      organisationValue: 0,
    });
    await w.put(owner, `UpdateTeamSettings?teamId=${teamId}`, { settings: { Maximum_Hours_Per_Week: null } });
  });

  it('refuses an unknown key and lists no other organisation', async () => {
    const unknown = await w.get(owner, 'GetMembersSetting?key=Nope');
    expect(unknown.statusCode).toBe(400);
    const globex = (await w.get('owner@globex.test', 'GetMembersSetting?key=Blur_Screen')).json().result;
    expect(globex.items.map((item: { email: string }) => item.email).sort()).toEqual([
      'gus@globex.test',
      'owner@globex.test',
    ]);
  });
});
