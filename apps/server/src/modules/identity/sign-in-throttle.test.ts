import { accountPaths } from '@worktrail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CookieJar } from '../../../test/cookie-jar.ts';
import { linkIn, type MailSink } from '../../../test/mail-sink.ts';
import { startAuthorization } from '../../../test/sign-in.ts';
import { createTestApp, manualClock, seedOrganisations, testPassword } from '../../../test/test-app.ts';

const clock = manualClock();
let sink: MailSink;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ clock });
  sink = t.sink;
  await seedOrganisations({
    db: t.db,
    organisations: [
      {
        name: 'Acme',
        members: [
          { email: 'owner@acme.test', role: 'owner' },
          { email: 'ann@acme.test', role: 'employee' },
          { email: 'ben@acme.test', role: 'employee' },
        ],
      },
    ],
  });
});
afterAll(async () => {
  await t.close();
});

type Interaction = { jar: CookieJar; uid: string };
const withoutRequestId = (body: { requestId?: string }) => ({ ...body, requestId: undefined });

async function interaction(): Promise<Interaction> {
  const { jar, uid } = await startAuthorization(t.app);
  return { jar, uid: uid ?? '' };
}

/** Submits the login screen from a given client address. */
function login({ jar, uid }: Interaction, email: string, password: string, remoteAddress = '192.0.2.1') {
  const url = `/connect/interaction/${uid}/login`;
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { cookie: jar.header(url) },
    payload: { email, password },
  });
}

async function failFiveTimes(screen: Interaction, email: string) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    expect((await login(screen, email, `wrong-guess-${attempt}`)).json().code).toBe('INVALID_CREDENTIALS');
  }
}

describe('failed sign-ins', () => {
  it('stop an account after five failures with 429 and Retry-After, even for the right password', async () => {
    const screen = await interaction();
    await failFiveTimes(screen, 'ann@acme.test');
    const sixth = await login(screen, 'ann@acme.test', testPassword);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('RATE_LIMITED');
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('answer an unknown account exactly like a real one', async () => {
    const screen = await interaction();
    await failFiveTimes(screen, 'ben@acme.test');
    await failFiveTimes(screen, 'nobody@acme.test');
    const real = await login(screen, 'ben@acme.test', 'another-guess');
    const unknown = await login(screen, 'nobody@acme.test', 'another-guess');
    expect(unknown.statusCode).toBe(real.statusCode);
    expect(unknown.headers['retry-after']).toBe(real.headers['retry-after']);
    expect(withoutRequestId(unknown.json())).toEqual(withoutRequestId(real.json()));
  });

  it('never hold back a password reset, which lets the owner in again at once', async () => {
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Auth/ForgotPassword',
      payload: { email: 'ann@acme.test' },
    });
    expect(forgot.statusCode).toBe(200);
    const arrived = sink.waitFor('ann@acme.test');
    await t.app.mail.flush();
    const token = linkIn(await arrived, accountPaths.resetPassword).searchParams.get('token');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Auth/ResetPassword',
      payload: { token, password: 'ann-fresh-secret', confirmPassword: 'ann-fresh-secret' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(await interaction(), 'ann@acme.test', 'ann-fresh-secret')).statusCode).toBe(200);
  });

  it('let an account try again once fifteen minutes have passed', async () => {
    const screen = await interaction();
    expect((await login(screen, 'ben@acme.test', testPassword)).statusCode).toBe(429);
    clock.advance(15 * 60 * 1000);
    expect((await login(screen, 'ben@acme.test', testPassword)).statusCode).toBe(200);
  });

  it('stop a client address after fifty failures across accounts', async () => {
    const screen = await interaction();
    const address = '198.51.100.9';
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const response = await login(screen, `guess-${attempt % 10}@acme.test`, 'wrong-guess', address);
      expect(response.json().code).toBe('INVALID_CREDENTIALS');
    }
    const next = await login(screen, 'owner@acme.test', testPassword, address);
    expect(next.statusCode).toBe(429);
    expect((await login(screen, 'owner@acme.test', testPassword)).statusCode).toBe(200);
  });
});
