import { profileMessages } from '@worktrail/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inTenant } from '../../db/transactions.ts';
import { members } from '../members/members.table.ts';
import { users } from '../users/users.table.ts';
import { useProfileWorld } from './profile.fixture.ts';

const { world, call } = useProfileWorld();
const getProfile = (as: string) => call({ method: 'GET', url: '/v1/Profile/GetProfile', as });
const update = (as: string, payload: unknown) =>
  call({ method: 'PUT', url: '/v1/Profile/UpdateCurrentProfile', as, payload });
const valid = { name: 'Emma', surname: 'Stone', phone: '+966 55 123 4567', country: 'SA', timeZone: 'Asia/Riyadh' };

describe('My Profile', () => {
  it('shows the account e-mail and, before anything is filled in, empty names and no phone, country or picture', async () => {
    const response = await getProfile('owner@acme.test');
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual({
      userId: world.users['owner@acme.test'],
      email: 'owner@acme.test',
      name: '',
      surname: '',
      phone: null,
      country: null,
      timeZone: null,
      profileImageUrl: null,
      role: 'owner',
      organisationName: 'Acme',
    });
  });

  it('saves names on the account and phone, country and time zone on the current membership', async () => {
    const saved = await update('emma@acme.test', valid);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().result).toMatchObject({ ...valid, email: 'emma@acme.test', role: 'employee' });
    expect((await getProfile('emma@acme.test')).json().result).toMatchObject(valid);
  });

  it('clears the organisation’s own record of the name and renews the membership’s concurrency stamp', async () => {
    const tenantId = world.tenants.Acme ?? '';
    const userId = world.users['both@acme.test'] ?? '';
    const where = and(eq(members.tenantId, tenantId), eq(members.userId, userId));
    const before = await inTenant({ db: world.t.db, tenantId }, async (tx) => {
      await tx.update(members).set({ name: 'Old', surname: 'Override' }).where(where);
      return (await tx.select().from(members).where(where))[0];
    });
    expect((await update('both@acme.test', { name: 'Bo', surname: 'Th' })).statusCode).toBe(200);
    const after = await inTenant(
      { db: world.t.db, tenantId },
      async (tx) => (await tx.select().from(members).where(where))[0],
    );
    expect(after).toMatchObject({ name: null, surname: null, phone: null, country: null, timeZone: null });
    expect(after?.concurrencyStamp).not.toBe(before?.concurrencyStamp);
  });

  it('treats empty phone, country and time zone as none', async () => {
    const saved = await update('emma@acme.test', {
      name: 'Emma',
      surname: 'Stone',
      phone: '',
      country: '',
      timeZone: ' ',
    });
    expect(saved.json().result).toMatchObject({ phone: null, country: null, timeZone: null });
  });

  it.each([
    [{ ...valid, name: '  ' }, 'body.name', profileMessages.nameRequired],
    [{ ...valid, surname: '' }, 'body.surname', profileMessages.surnameRequired],
    [{ ...valid, name: 'x'.repeat(101) }, 'body.name', profileMessages.nameTooLong],
    [{ ...valid, phone: 'call me' }, 'body.phone', profileMessages.phoneInvalid],
    [{ ...valid, country: 'XX' }, 'body.country', profileMessages.countryInvalid],
    [{ ...valid, timeZone: 'Mars/Olympus' }, 'body.timeZone', profileMessages.timeZoneInvalid],
  ])('refuses %j with its message and changes nothing', async (payload, field, message) => {
    const before = (await getProfile('owner@acme.test')).json().result;
    const refused = await update('owner@acme.test', payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContainEqual(expect.objectContaining({ field, message }));
    expect((await getProfile('owner@acme.test')).json().result).toEqual(before);
  });

  it('refuses to change the e-mail address here', async () => {
    const refused = await update('owner@acme.test', { ...valid, email: 'new@acme.test' });
    expect(refused.statusCode).toBe(400);
    expect((await getProfile('owner@acme.test')).json().result.email).toBe('owner@acme.test');
  });

  it('keeps each organisation’s phone to itself: a change in Globex never shows in Acme', async () => {
    await update('owner@acme.test', { ...valid, phone: '+1 555 0100' });
    await update('owner@globex.test', { name: 'Gil', surname: 'Globex', phone: '+44 20 7946 0000' });
    expect((await getProfile('owner@acme.test')).json().result.phone).toBe('+1 555 0100');
    const globex = (await getProfile('owner@globex.test')).json().result;
    expect(globex).toMatchObject({ organisationName: 'Globex', phone: '+44 20 7946 0000' });
    expect(JSON.stringify(globex)).not.toContain('Acme');
  });

  it('asks for a sign-in without a token', async () => {
    expect((await call({ method: 'GET', url: '/v1/Profile/GetProfile', as: '' })).statusCode).toBe(401);
    expect((await update('', valid)).statusCode).toBe(401);
  });
});

describe('countries and time zones', () => {
  it('lists every ISO country with its English and Arabic name, sorted by English name', async () => {
    const response = await call({ method: 'GET', url: '/v1/Profile/GetCountries', as: 'emma@acme.test' });
    const countries = response.json().result as Array<{ code: string; nameEn: string; nameAr: string }>;
    expect(countries).toHaveLength(249);
    expect(countries).toContainEqual({ code: 'SA', nameEn: 'Saudi Arabia', nameAr: 'المملكة العربية السعودية' });
    const names = countries.map((country) => country.nameEn);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('gives each zone its offset at the server’s now, DST included, sorted by offset then name', async () => {
    const zonesAt = async (iso: string) => {
      world.clock.advance(new Date(iso).getTime() - world.clock.now().getTime());
      const response = await call({ method: 'GET', url: '/v1/Profile/GetTimeZones', as: 'emma@acme.test' });
      return response.json().result as Array<{ id: string; offsetMinutes: number; label: string }>;
    };
    const winter = await zonesAt('2025-01-15T12:00:00Z');
    expect(winter).toContainEqual({ id: 'Asia/Riyadh', offsetMinutes: 180, label: '(UTC+03:00) Asia/Riyadh' });
    expect(winter).toContainEqual({ id: 'UTC', offsetMinutes: 0, label: '(UTC+00:00) UTC' });
    expect(winter.find((zone) => zone.id === 'America/New_York')?.label).toBe('(UTC-05:00) America/New_York');
    const sorted = [...winter].sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.id.localeCompare(b.id, 'en'));
    expect(winter).toEqual(sorted);
    const summer = await zonesAt('2025-07-15T12:00:00Z');
    expect(summer.find((zone) => zone.id === 'America/New_York')?.offsetMinutes).toBe(-240);
  });
});

describe('My Settings', () => {
  const preferences = (as: string) => call({ method: 'GET', url: '/v1/Profile/GetPreferences', as });
  it('starts from the defaults and keeps what the person saves, the language also for their mails', async () => {
    expect((await preferences('owner@globex.test')).json().result).toEqual({
      language: 'en',
      dateFormat: 'DD/MM/YYYY',
      timeFormat: '24h',
      weekStart: 'monday',
    });
    const chosen = { language: 'ar', dateFormat: 'YYYY-MM-DD', timeFormat: '12h', weekStart: 'saturday' };
    const saved = await call({
      method: 'PUT',
      url: '/v1/Profile/UpdatePreferences',
      as: 'owner@globex.test',
      payload: chosen,
    });
    expect(saved.json().result).toEqual(chosen);
    expect((await preferences('owner@globex.test')).json().result).toEqual(chosen);
    const [account] = await world.t.db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.email, 'owner@globex.test'));
    expect(account?.locale).toBe('ar');
  });

  it('refuses a format that is not in the list', async () => {
    const refused = await call({
      method: 'PUT',
      url: '/v1/Profile/UpdatePreferences',
      as: 'emma@acme.test',
      payload: { language: 'fr', dateFormat: 'YY', timeFormat: '24h', weekStart: 'friday' },
    });
    expect(refused.statusCode).toBe(400);
    expect(
      refused
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(['body.dateFormat', 'body.language', 'body.weekStart']);
  });
});
