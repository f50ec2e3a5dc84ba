import type { RoleKey } from '@worktrail/contract';
import type { InjectOptions } from 'fastify';
import { bearer, signIn } from '../../../test/sign-in.ts';
import { createTestApp, manualClock, seedOrganisations } from '../../../test/test-app.ts';
import { inTenant } from '../../db/transactions.ts';
import { findMemberByUserId } from '../members/members.repository.ts';

/** Ids the migration seeds: an active ticket type and operating system. */
export const seeded = {
  ticketType: '0193a000-0000-7000-8000-000000000001',
  operatingSystem: '0193a000-0000-7000-8000-000000000101',
};

export const supportInbox = 'inbox@support.worktrail.test';

const acmePeople: Array<{ email: string; role: RoleKey }> = [
  { email: 'owner@acme.test', role: 'owner' },
  { email: 'mona@acme.test', role: 'manager' },
  { email: 'eli@acme.test', role: 'employee' },
  { email: 'emma@acme.test', role: 'employee' },
];

export type FormFile = { name: string; data: Buffer; contentType?: string };

/** A multipart/form-data body with text fields and any number of `attachmentFiles` parts. */
export function ticketForm(fields: Record<string, string>, files: FormFile[] = []) {
  const boundary = '----worktrail-support-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  for (const file of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="attachmentFiles"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The text fields of a valid new ticket. */
export const ticketFields = (overrides: Record<string, string> = {}) => ({
  Subject: 'The tracker stops',
  Message: 'It stops after an hour.',
  TicketTypeId: seeded.ticketType,
  OperatingSystemId: seeded.operatingSystem,
  ...overrides,
});

/**
 * A server on its own database at a hand-moved clock, with support's inbox configured, Acme (owner, manager Mona,
 * employees Eli and Emma) and Globex (its owner), and helpers to call the support API as anyone.
 */
export async function startSupportWorld() {
  const clock = manualClock(new Date('2025-06-02T09:00:00Z'));
  const t = await createTestApp({ clock, config: { supportInbox } });
  const organisations = await seedOrganisations({
    db: t.db,
    organisations: [
      { name: 'Acme', members: acmePeople },
      { name: 'Globex', members: [{ email: 'owner@globex.test', role: 'owner' }] },
    ],
  });
  const tenantIds = { acme: organisations.Acme?.tenantId ?? '', globex: organisations.Globex?.tenantId ?? '' };
  const userIds: Record<string, string> = { ...organisations.Acme?.users, ...organisations.Globex?.users };
  const memberIds: Record<string, string> = {};
  for (const [name, tenantId] of [
    ['Acme', tenantIds.acme],
    ['Globex', tenantIds.globex],
  ] as const) {
    await inTenant({ db: t.db, tenantId }, async (tx) => {
      for (const [email, userId] of Object.entries(organisations[name]?.users ?? {}))
        memberIds[email] = (await findMemberByUserId({ tx, tenantId, userId }))?.id ?? '';
    });
  }
  const tokens: Record<string, string> = {};
  for (const email of Object.keys(userIds)) tokens[email] = (await signIn(t.app, { email })).access_token;

  /** Calls the API as `as` (a signed-in e-mail); the clock moves a minute first, so every change has its own time. */
  const call = ({ as, ...options }: InjectOptions & { as: string }) => {
    clock.advance(60_000);
    return t.app.inject({ ...options, headers: { ...options.headers, ...bearer(tokens[as] ?? as) } });
  };

  /** Calls and returns the result, failing loudly on anything but 200. */
  const ok = async (options: InjectOptions & { as: string }) => {
    const response = await call(options);
    if (response.statusCode !== 200)
      throw new Error(`${options.method} ${options.url} answered ${response.statusCode}: ${response.body}`);
    return response.json().result;
  };

  /** Opens a ticket as `as` with the given fields and files; answers the raw response. */
  const create = (as: string, fields: Record<string, string> = ticketFields(), files: FormFile[] = []) =>
    call({ method: 'POST', url: '/v1/Ticket/CreateTicket', as, ...ticketForm(fields, files) });

  /** Opens a ticket and returns its detail. */
  const open = async (as: string, subject = 'The tracker stops', files: FormFile[] = []) => {
    const response = await create(as, ticketFields({ Subject: subject }), files);
    if (response.statusCode !== 200) throw new Error(`CreateTicket answered ${response.statusCode}: ${response.body}`);
    return response.json().result;
  };

  return {
    t,
    clock,
    tenantIds,
    userIds,
    memberIds,
    call,
    ok,
    create,
    open,
    close: () => t.close(),
  };
}

export type SupportWorld = Awaited<ReturnType<typeof startSupportWorld>>;
