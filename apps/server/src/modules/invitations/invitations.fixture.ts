import { accountPaths } from '@worktrail/contract';
import type { InjectOptions } from 'fastify';
import { linkIn, type ReceivedMail } from '../../../test/mail-sink.ts';
import { bearer, signIn } from '../../../test/sign-in.ts';
import { createTestApp, type SeedOrganisation, seedOrganisations } from '../../../test/test-app.ts';
import type { Clock } from '../../clock.ts';

/** Acme (owner, manager, employee) and Globex (owner, two employees): the organisations the invitation tests use. */
export const organisations: SeedOrganisation[] = [
  {
    name: 'Acme',
    members: [
      { email: 'owner@acme.test', role: 'owner' },
      { email: 'manager@acme.test', role: 'manager' },
      { email: 'employee@acme.test', role: 'employee' },
    ],
  },
  {
    name: 'Globex',
    members: [
      { email: 'owner@globex.test', role: 'owner' },
      { email: 'carol@globex.test', role: 'employee' },
      { email: 'dave@globex.test', role: 'employee' },
    ],
  },
];

/** The accept link in a mail, as the tenant and token the SPA reads from it. */
export function invitationLinkIn(mail: ReceivedMail) {
  const url = linkIn(mail, accountPaths.acceptInvitation);
  return { tenant: url.searchParams.get('tenant') ?? '', token: url.searchParams.get('token') ?? '' };
}

/** A server on its own database with a real SMTP sink, the two organisations, and an access token per seeded person. */
export async function startInvitationsWorld({ clock }: { clock?: Clock } = {}) {
  const t = await createTestApp({ clock });
  const sink = t.sink;
  const seeded = await seedOrganisations({ db: t.db, organisations });
  const tokens: Record<string, string> = {};
  for (const { members } of organisations) {
    for (const { email } of members) tokens[email] = (await signIn(t.app, { email })).access_token;
  }
  const acme = seeded.Acme?.tenantId ?? '';
  const globex = seeded.Globex?.tenantId ?? '';

  /** Calls the API as `as` (a seeded e-mail or a raw access token), or without a token. */
  const call = (options: InjectOptions & { as?: string }) => {
    const { as, ...rest } = options;
    const token = as === undefined ? undefined : (tokens[as] ?? as);
    return t.app.inject({ ...rest, headers: { ...rest.headers, ...(token ? bearer(token) : {}) } });
  };

  /** Delivers queued mail and returns the next one to `to`. */
  const mailTo = async (to: string) => {
    await t.app.mail.flush();
    return sink.waitFor(to);
  };

  /** The accept link in the next invitation mail to `to`. */
  const invitationLinkTo = async (to: string) => invitationLinkIn(await mailTo(to));

  const acceptInfo = (link: { tenant: string; token: string }) =>
    call({ method: 'GET', url: `/api/app/user-invites/accept-info?${new URLSearchParams(link)}` });

  const close = async () => {
    await t.close();
  };

  return { t, sink, seeded, tokens, acme, globex, call, mailTo, invitationLinkTo, acceptInfo, close };
}

export type InvitationsWorld = Awaited<ReturnType<typeof startInvitationsWorld>>;

/** What accept-new needs besides the link: a valid new account. */
export const newAccount = (username: string) => ({
  username,
  password: 'a long enough password',
  acceptTerms: true,
});
