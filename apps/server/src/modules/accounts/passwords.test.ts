import { accountPaths } from '@worktrail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, type MailSink } from '../../../test/mail-sink.ts';
import { bearer, refresh, signIn, startAuthorization, submitLogin } from '../../../test/sign-in.ts';
import { createTestApp, manualClock, seedOrganisations } from '../../../test/test-app.ts';

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
          { email: 'bob@acme.test', role: 'employee' },
          { email: 'cleo@acme.test', role: 'employee' },
          { email: 'dev@acme.test', role: 'employee' },
        ],
      },
    ],
  });
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const withoutRequestId = (body: { requestId?: string }) => ({ ...body, requestId: undefined });
const forgot = (email: string) => post('/api/v1/Auth/ForgotPassword', { email });

async function resetToken(email: string) {
  const arrived = sink.waitFor(email);
  await t.app.mail.flush();
  return linkIn(await arrived, accountPaths.resetPassword).searchParams.get('token') ?? '';
}

async function loginStatus(email: string, password: string) {
  const { jar, uid } = await startAuthorization(t.app);
  const response = await submitLogin(t.app, { jar, uid: uid ?? '', email, password });
  return response.statusCode === 200 ? 'ok' : response.json().code;
}

describe('forgotten password', () => {
  it('mails a reset link; the new password works, the old one and every old refresh token do not', async () => {
    const before = await signIn(t.app, { email: 'ann@acme.test' });
    expect((await forgot('ann@acme.test')).json()).toEqual({ success: true, message: null, result: null });
    const token = await resetToken('ann@acme.test');

    const reset = await post('/api/v1/Auth/ResetPassword', {
      token,
      password: 'brand-new-secret',
      confirmPassword: 'brand-new-secret',
    });
    expect(reset.json()).toEqual({ success: true, message: null, result: null });

    expect(await loginStatus('ann@acme.test', 'correct horse battery')).toBe('INVALID_CREDENTIALS');
    expect(await loginStatus('ann@acme.test', 'brand-new-secret')).toBe('ok');
    expect((await refresh(t.app, before.refresh_token ?? '')).json().error).toBe('invalid_grant');
    const again = await post('/api/v1/Auth/ResetPassword', {
      token,
      password: 'x'.repeat(8),
      confirmPassword: 'x'.repeat(8),
    });
    expect(again.json().code).toBe('TOKEN_INVALID');
  });

  it('answers an unknown address exactly like a known one, and mails nobody', async () => {
    const known = await forgot('bob@acme.test');
    const unknown = await forgot('nobody@acme.test');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(withoutRequestId(unknown.json())).toEqual(withoutRequestId(known.json()));
    expect(await t.app.mail.flush()).toBe(1);
    expect(sink.received.flatMap((mail) => mail.to)).toEqual(['bob@acme.test']);
    await sink.waitFor('bob@acme.test');
  });

  it('refuses a confirmation that does not match, naming the field', async () => {
    await forgot('cleo@acme.test');
    const token = await resetToken('cleo@acme.test');
    const response = await post('/api/v1/Auth/ResetPassword', {
      token,
      password: 'brand-new-secret',
      confirmPassword: 'brand-new-secrex',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      errors: [
        expect.objectContaining({ field: 'confirmPassword', message: 'The password confirmation does not match.' }),
      ],
    });
    expect(await loginStatus('cleo@acme.test', 'correct horse battery')).toBe('ok');
  });

  it('lets a reset link expire after an hour and throttles requests for the same address', async () => {
    await forgot('dev@acme.test');
    const token = await resetToken('dev@acme.test');
    const tooSoon = await forgot('dev@acme.test');
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);

    const hour = 60 * 60 * 1000 + 1000;
    clock.advance(hour);
    const late = await post('/api/v1/Auth/ResetPassword', {
      token,
      password: 'y'.repeat(8),
      confirmPassword: 'y'.repeat(8),
    });
    // Back to real time: the provider issues tokens by the real clock, the API checks them by this one.
    clock.advance(-hour);
    expect(late.json().code).toBe('TOKEN_INVALID');
  });
});

describe('changing the password', () => {
  const change = (token: string, body: object) => post('/account/my-profile/change-password', body, bearer(token));

  it('needs the current password and a matching confirmation', async () => {
    const { access_token } = await signIn(t.app, { email: 'owner@acme.test' });
    const wrong = await change(access_token, {
      currentPassword: 'not my password',
      newPassword: 'owner-new-secret',
      confirmPassword: 'owner-new-secret',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'The current password is incorrect.' });

    const mismatch = await change(access_token, {
      currentPassword: 'correct horse battery',
      newPassword: 'owner-new-secret',
      confirmPassword: 'something else',
    });
    expect(mismatch.json().errors).toEqual([
      expect.objectContaining({ field: 'confirmPassword', message: 'The password confirmation does not match.' }),
    ]);

    const changed = await change(access_token, {
      currentPassword: 'correct horse battery',
      newPassword: 'owner-new-secret',
      confirmPassword: 'owner-new-secret',
    });
    expect(changed.json()).toEqual({ success: true, message: null, result: null });
    expect(await loginStatus('owner@acme.test', 'owner-new-secret')).toBe('ok');
    expect(await loginStatus('owner@acme.test', 'correct horse battery')).toBe('INVALID_CREDENTIALS');
  });

  it('requires a signed-in user', async () => {
    const response = await post('/account/my-profile/change-password', {
      currentPassword: 'a',
      newPassword: 'bbbbbbbb',
      confirmPassword: 'bbbbbbbb',
    });
    expect(response.statusCode).toBe(401);
  });
});
