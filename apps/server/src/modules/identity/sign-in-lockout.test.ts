import { randomBytes } from 'node:crypto';
import { accountPaths } from '@worktrail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../../../test/cookie-jar.ts';
import { linkIn, type MailSink, type ReceivedMail } from '../../../test/mail-sink.ts';
import { startAuthorization } from '../../../test/sign-in.ts';
import { createTestApp, manualClock, seedOrganisations, testPassword } from '../../../test/test-app.ts';
import { asRequestRole } from '../../db/transactions.ts';
import { setUserPreferences } from '../users/users.repository.ts';
import { sealValue } from './signed-cookie.ts';

const clock = manualClock();
const windowMs = 15 * 60 * 1000;
let sink: MailSink;
let t: Awaited<ReturnType<typeof createTestApp>>;
let users: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ clock });
  sink = t.sink;
  const seeded = await seedOrganisations({
    db: t.db,
    organisations: [
      {
        name: 'Acme',
        members: ['owner', 'ann', 'ben', 'cleo', 'dina', 'eve'].map((name) => ({
          email: `${name}@acme.test`,
          role: name === 'owner' ? ('owner' as const) : ('employee' as const),
        })),
      },
    ],
  });
  users = seeded.Acme?.users ?? {};
  const dina = users['dina@acme.test'] ?? '';
  const arabic = { locale: 'ar', dateFormat: 'YYYY-MM-DD', timeFormat: '24h', weekStart: 'saturday' } as const;
  await asRequestRole({ db: t.db }, (tx) => setUserPreferences({ tx, userId: dina, preferences: arabic }));
});
afterAll(async () => {
  await t.close();
});

/** Submits the login screen from a browser, which keeps the cookies it is given, as a real one does. */
async function login(browser: CookieJar, email: string, password: string, remoteAddress = '192.0.2.1') {
  const { uid } = await startAuthorization(t.app, { jar: browser });
  const url = `/connect/interaction/${uid}/login`;
  const response = await t.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { cookie: browser.header(url) },
    payload: { email, password },
  });
  browser.store(response);
  return response;
}

/** A browser that signed in to the account once, as its owner's does. */
async function ownersBrowser(email: string) {
  const browser = new CookieJar();
  expect((await login(browser, email, testPassword)).statusCode).toBe(200);
  return browser;
}

/** A stranger guessing from a fresh browser and a new address each time, so no per-address limit applies. */
async function attack(email: string, attempts: number) {
  const statuses = [];
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const address = `203.0.113.${(attempt % 250) + 1}`;
    statuses.push((await login(new CookieJar(), email, `guess-${attempt}`, address)).statusCode);
  }
  return statuses;
}

/** The mail as its reader sees it, whichever transfer encoding carried each part (Arabic goes as base64). */
function readable(mail: ReceivedMail): ReceivedMail {
  const parts = mail.raw.matchAll(/Content-Transfer-Encoding: base64\r?\n\r?\n([^-]*)/g);
  const decoded = [...parts].map(([, body = '']) => Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8'));
  return { ...mail, text: [mail.text, ...decoded].join('\n') };
}

/** Every mail the owner of `email` has received so far, delivering what is queued first. */
async function mailsTo(email: string) {
  await t.app.mail.flush();
  return sink.received.filter((mail) => mail.to.includes(email)).map(readable);
}

describe('an account strangers have locked with wrong passwords', () => {
  it('still lets its owner in from a browser that signed in before, but not a fresh one', async () => {
    const browser = await ownersBrowser('ann@acme.test');
    expect(await attack('ann@acme.test', 24)).toEqual([...Array(5).fill(400), ...Array(19).fill(429)]);

    expect((await login(browser, 'ann@acme.test', testPassword)).statusCode).toBe(200);
    const fresh = await login(new CookieJar(), 'ann@acme.test', testPassword);
    expect(fresh.statusCode).toBe(429);
    expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(fresh.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });

  it('gives the browser an HttpOnly, Lax device cookie for the login screen only, for 180 days', async () => {
    const browser = new CookieJar();
    const response = await login(browser, 'owner@acme.test', testPassword);
    const device = response.cookies.find((cookie) => cookie.name === 'worktrail.device');
    expect(device).toMatchObject({ path: '/connect/interaction', httpOnly: true, sameSite: 'Lax', maxAge: 15552000 });
    // PUBLIC_URL of the tests is http: a Secure cookie would never come back.
    expect(device?.secure).toBeUndefined();
  });

  it('gives no way round the lockout to a forged cookie or to another account’s', async () => {
    const othersBrowser = await ownersBrowser('eve@acme.test');
    await attack('ben@acme.test', 6);
    expect((await login(othersBrowser, 'ben@acme.test', testPassword)).statusCode).toBe(429);

    const forged = sealValue({
      value: { userId: users['ben@acme.test'], issuedAt: clock.now().getTime(), nonce: 'made-up' },
      keys: [randomBytes(32).toString('base64url')],
    });
    const { jar, uid } = await startAuthorization(t.app);
    const url = `/connect/interaction/${uid}/login`;
    const withForged = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: `${jar.header(url)}; worktrail.device=${forged}` },
      payload: { email: 'ben@acme.test', password: testPassword },
    });
    expect(withForged.statusCode).toBe(429);
  });

  it('locks a device cookie itself after ten wrong passwords, so a stolen one cannot guess on', async () => {
    const browser = await ownersBrowser('cleo@acme.test');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const address = `198.51.100.${attempt + 1}`;
      expect((await login(browser, 'cleo@acme.test', `guess-${attempt}`, address)).statusCode).toBe(400);
    }
    const locked = await login(browser, 'cleo@acme.test', testPassword, '198.51.100.99');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Its failures were its own: the account still takes the password from anywhere else.
    expect((await login(new CookieJar(), 'cleo@acme.test', testPassword)).statusCode).toBe(200);
  });
});

describe('the owner of a locked account', () => {
  it('gets one mail per lockout window, in their language, whose reset link lets a fresh browser in', async () => {
    expect((await attack('dina@acme.test', 24)).filter((status) => status === 429)).toHaveLength(19);
    const first = await mailsTo('dina@acme.test');
    expect(first).toHaveLength(1);
    expect(first[0]?.text).toContain('المتصفح الذي سجّلت الدخول منه من قبل ما زال يعمل');

    clock.advance(windowMs);
    await attack('dina@acme.test', 24);
    const both = await mailsTo('dina@acme.test');
    expect(both).toHaveLength(2);
    const fresh = new CookieJar();
    expect((await login(fresh, 'dina@acme.test', testPassword)).statusCode).toBe(429);

    const latest = both.at(-1);
    if (!latest) throw new Error('no warning mail');
    const token = linkIn(latest, accountPaths.resetPassword).searchParams.get('token');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Auth/ResetPassword',
      payload: { token, password: 'dina-fresh-secret', confirmPassword: 'dina-fresh-secret' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(fresh, 'dina@acme.test', 'dina-fresh-secret')).statusCode).toBe(200);
  });

  it('is told what happened, that a known browser still works, and how to reset the password', async () => {
    await attack('owner@acme.test', 5);
    const [mail, ...more] = await mailsTo('owner@acme.test');
    if (!mail) throw new Error('no warning mail');
    expect(more).toHaveLength(0);
    expect(mail.raw).toMatch(/Subject: Sign-in attempts on your Worktrail account/);
    expect(mail.text).toContain('entered a wrong password for your Worktrail account several times');
    expect(mail.text).toContain('A browser you have signed in with before still works');
    expect(linkIn(mail, accountPaths.resetPassword).searchParams.get('token')).toBeTruthy();
  });

  it('hears nothing when the account is unknown, which answers exactly like a real one', async () => {
    const real = await attack('eve@acme.test', 6);
    const unknown = await attack('nobody@acme.test', 6);
    expect(unknown).toEqual(real);
    expect(await mailsTo('nobody@acme.test')).toHaveLength(0);
  });
});
