import { afterAll, beforeAll } from 'vitest';
import { bearer, signIn } from '../../../test/sign-in.ts';
import { createTestApp, manualClock, type SeedOrganisation, seedOrganisations } from '../../../test/test-app.ts';

type Call = {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  url: string;
  as: string;
  payload?: unknown;
  headers?: Record<string, string>;
};

/** Two organisations with a shared member (`both@`), signed in, for the profile tests. */
export function useProfileWorld({ now = new Date('2025-01-15T12:00:00Z') }: { now?: Date } = {}) {
  const clock = manualClock(now);
  const world = {
    t: undefined as unknown as Awaited<ReturnType<typeof createTestApp>>,
    tokens: {} as Record<string, string>,
    users: {} as Record<string, string>,
    tenants: {} as Record<string, string>,
    clock,
  };
  const organisations: SeedOrganisation[] = [
    {
      name: 'Acme',
      members: [
        { email: 'owner@acme.test', role: 'owner' },
        { email: 'emma@acme.test', role: 'employee' },
        { email: 'both@acme.test', role: 'employee' },
      ],
    },
    { name: 'Globex', members: [{ email: 'owner@globex.test', role: 'owner' }] },
  ];
  beforeAll(async () => {
    world.t = await createTestApp({ clock });
    const seeded = await seedOrganisations({ db: world.t.db, organisations });
    for (const [name, organisation] of Object.entries(seeded)) {
      world.tenants[name] = organisation.tenantId;
      Object.assign(world.users, organisation.users);
    }
    for (const email of Object.keys(world.users))
      world.tokens[email] = (await signIn(world.t.app, { email })).access_token;
  });
  afterAll(() => world.t.close());

  const call = ({ method, url, as, payload, headers }: Call) =>
    world.t.app.inject({
      method,
      url,
      headers: { ...(as ? bearer(world.tokens[as] ?? '') : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return { world, call };
}

/** A multipart/form-data body with one file part. */
export function multipartFile({
  data,
  filename = 'photo.png',
  contentType = 'image/png',
  field = 'file',
}: {
  data: Buffer;
  filename?: string;
  contentType?: string;
  field?: string;
}) {
  const boundary = '----worktrail-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
