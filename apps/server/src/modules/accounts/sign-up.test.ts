import { accountPaths } from '@worktrail/contract';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, type MailSink } from '../../../test/mail-sink.ts';
import { signIn, startAuthorization, submitLogin } from '../../../test/sign-in.ts';
import { createTestApp, manualClock, testPublicUrl } from '../../../test/test-app.ts';
import { asRequestRole } from '../../db/transactions.ts';
import { users, userTokens } from '../users/users.table.ts';

const clock = manualClock();
let sink: MailSink;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ clock });
  sink = t.sink;
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const withoutRequestId = (body: { requestId?: string }) => ({ ...body, requestId: undefined });
const password = 'a-long-enough-secret';
const signUp = (email: string, username: string, extra: object = {}) =>
  post('/api/v1/Auth/SignUp', { email, username, password, acceptTerms: true, ...extra });

/** Delivers queued mail and returns the token of the link to `path` in the next mail to `to`. */
async function tokenFromMail(to: string, path: string) {
  const arrived = sink.waitFor(to);
  await t.app.mail.flush();
  return linkIn(await arrived, path).searchParams.get('token') ?? '';
}

async function userRow(email: string) {
  const [row] = await asRequestRole({ db: t.db }, (tx) => tx.select().from(users).where(eq(users.email, email)));
  return row;
}

describe('sign-up', () => {
  it('creates an account that can sign in once the mailed link has confirmed its address', async () => {
    const response = await signUp('Nora@Example.test', 'nora', { language: 'ar' });
    expect(response.json()).toEqual({ success: true, message: null, result: { email: 'nora@example.test' } });

    const arrived = sink.waitFor('nora@example.test');
    await t.app.mail.flush();
    const mail = await arrived;
    expect(mail.text).toContain('dir="rtl"');
    const link = linkIn(mail, accountPaths.verifyEmail);
    expect(`${link.origin}${link.pathname}`).toBe(`${testPublicUrl}${accountPaths.verifyEmail}`);

    const verified = await post('/api/v1/Auth/VerifyEmail', { token: link.searchParams.get('token') });
    expect(verified.json()).toEqual({ success: true, message: null, result: { email: 'nora@example.test' } });

    const tokens = await signIn(t.app, { email: 'nora@example.test', password });
    const claims = decodeJwt(tokens.access_token);
    expect(claims.email).toBe('nora@example.test');
    expect(claims.tenantid).toBeUndefined();
  });

  it('refuses to sign in an unverified account with the right password, and says why', async () => {
    await signUp('una@example.test', 'una');
    const { jar, uid } = await startAuthorization(t.app);
    const wrong = await submitLogin(t.app, {
      jar,
      uid: uid ?? '',
      email: 'una@example.test',
      password: 'not-it-at-all',
    });
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
    const right = await submitLogin(t.app, { jar, uid: uid ?? '', email: 'una@example.test', password });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Confirm your email address first. We can send you the link again.',
    });
  });

  it('answers a registered address exactly like a new one and changes nothing', async () => {
    const first = await signUp('dana@example.test', 'dana');
    await tokenFromMail('dana@example.test', accountPaths.verifyEmail);
    const before = await userRow('dana@example.test');

    const again = await signUp('DANA@Example.test', 'dana-two', { password: 'another-password-2' });
    expect(again.statusCode).toBe(first.statusCode);
    expect(withoutRequestId(again.json())).toEqual(withoutRequestId(first.json()));
    expect(await userRow('dana@example.test')).toEqual(before);
    const tokens = await asRequestRole({ db: t.db }, (tx) =>
      tx
        .select()
        .from(userTokens)
        .where(eq(userTokens.userId, before?.id ?? '')),
    );
    expect(tokens).toHaveLength(1);
    expect(await t.app.mail.flush()).toBe(0);
  });

  it('refuses a username that is taken, whatever its case', async () => {
    await signUp('sam@example.test', 'Sam.Smith');
    const response = await signUp('other-sam@example.test', 'sam.smith');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'ALREADY_EXISTS', message: 'This username is already taken.' });
    expect(await userRow('other-sam@example.test')).toBeUndefined();
  });

  it('requires agreeing to the terms, a password of 8 characters and no unknown fields', async () => {
    const response = await signUp('tess@example.test', 'tess', { acceptTerms: false, password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'body.password', message: 'Password must be at least 8 characters' }),
        expect.objectContaining({
          field: 'body.acceptTerms',
          message: 'You must agree to the Terms of Service and Privacy Policy',
        }),
      ]),
    );
    expect((await signUp('tess@example.test', 'tess', { admin: true })).statusCode).toBe(400);
    expect(await userRow('tess@example.test')).toBeUndefined();
  });
});

describe('e-mail confirmation links', () => {
  const invalid = { code: 'TOKEN_INVALID', message: 'This link is invalid or has expired. Request a new one.' };

  it('works once; a used or made-up link is refused', async () => {
    await signUp('once@example.test', 'once');
    const token = await tokenFromMail('once@example.test', accountPaths.verifyEmail);
    expect((await post('/api/v1/Auth/VerifyEmail', { token })).statusCode).toBe(200);
    const reused = await post('/api/v1/Auth/VerifyEmail', { token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject(invalid);
    expect((await post('/api/v1/Auth/VerifyEmail', { token: 'made-up' })).json()).toMatchObject(invalid);
  });

  it('expires after 24 hours', async () => {
    await signUp('late@example.test', 'late');
    const token = await tokenFromMail('late@example.test', accountPaths.verifyEmail);
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await post('/api/v1/Auth/VerifyEmail', { token })).json()).toMatchObject(invalid);
    expect((await userRow('late@example.test'))?.emailVerifiedAt).toBeNull();
  });

  it('can be mailed again, at most once a minute per address, with Retry-After', async () => {
    await signUp('resend@example.test', 'resend');
    await tokenFromMail('resend@example.test', accountPaths.verifyEmail);
    const resend = (email: string) => post('/api/v1/Auth/ResendVerification', { email });

    const first = await resend('resend@example.test');
    expect(first.json()).toEqual({ success: true, message: null, result: null });
    const token = await tokenFromMail('resend@example.test', accountPaths.verifyEmail);

    const tooSoon = await resend('resend@example.test');
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().code).toBe('RATE_LIMITED');
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(tooSoon.headers['retry-after'])).toBeLessThanOrEqual(60);

    const unknown = await resend('nobody@example.test');
    expect(withoutRequestId(unknown.json())).toEqual(withoutRequestId(first.json()));
    expect(await t.app.mail.flush()).toBe(0);

    clock.advance(61 * 1000);
    expect((await resend('resend@example.test')).statusCode).toBe(200);
    const newer = await tokenFromMail('resend@example.test', accountPaths.verifyEmail);
    expect(newer).not.toBe(token);
    expect((await post('/api/v1/Auth/VerifyEmail', { token: newer })).statusCode).toBe(200);
  });

  it('sends nothing to an address that is already confirmed', async () => {
    const response = await post('/api/v1/Auth/ResendVerification', { email: 'nora@example.test' });
    expect(response.statusCode).toBe(200);
    expect(await t.app.mail.flush()).toBe(0);
  });
});
