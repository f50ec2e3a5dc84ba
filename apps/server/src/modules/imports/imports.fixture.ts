import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { bearer, signIn } from '../../../test/sign-in.ts';
import { createTestApp, manualClock, seedOrganisations } from '../../../test/test-app.ts';
import { uuidv7 } from '../../db/ids.ts';
import { inTenant } from '../../db/transactions.ts';
import { customers } from '../customers/customers.table.ts';

/** A multipart body with one `file` part, as a browser's form upload sends it. */
export function multipartFile({
  fileName,
  bytes,
  field = 'file',
  mediaType = 'application/octet-stream',
}: {
  fileName: string;
  bytes: Uint8Array | string;
  field?: string;
  mediaType?: string;
}) {
  const boundary = `----worktrail${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      `Content-Type: ${mediaType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : Buffer.from(bytes);
  return {
    payload: Buffer.concat([head, body, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const uploadUrls = {
  customers: '/v1/Customer/ImportCustomers',
  projects: '/api/v1/Project/ImportProjects',
} as const;

/** A server with Acme (owner, employee) and Globex (owner), signed in, and helpers to upload and read imports. */
export async function startImportsWorld() {
  const clock = manualClock(new Date('2025-03-01T09:00:00Z'));
  const t = await createTestApp({ clock });
  const seeded = await seedOrganisations({
    db: t.db,
    organisations: [
      {
        name: 'Acme',
        members: [
          { email: 'owner@acme.test', role: 'owner' },
          { email: 'mona@acme.test', role: 'manager' },
          { email: 'eli@acme.test', role: 'employee' },
        ],
      },
      { name: 'Globex', members: [{ email: 'owner@globex.test', role: 'owner' }] },
    ],
  });
  const acme = seeded.Acme ?? { tenantId: '', users: {} };
  const globex = seeded.Globex ?? { tenantId: '', users: {} };
  const tokens: Record<string, string> = {};
  for (const email of ['owner@acme.test', 'mona@acme.test', 'eli@acme.test', 'owner@globex.test'])
    tokens[email] = (await signIn(t.app, { email })).access_token;

  const call = ({ as = 'owner@acme.test', ...options }: InjectOptions & { as?: string }) =>
    t.app.inject({ ...options, headers: { ...options.headers, ...(as ? bearer(tokens[as] ?? as) : {}) } });

  /** Uploads a file as `as` (Acme's owner by default); `dryRun` previews it. */
  const upload = ({
    kind,
    fileName,
    bytes,
    dryRun = false,
    as,
  }: {
    kind: keyof typeof uploadUrls;
    fileName: string;
    bytes: Uint8Array | string;
    dryRun?: boolean;
    as?: string;
  }) => {
    const body = multipartFile({ fileName, bytes });
    return call({
      method: 'POST',
      url: `${uploadUrls[kind]}${dryRun ? '?dryRun=true' : ''}`,
      as,
      ...body,
    });
  };

  const getImport = (id: string, as?: string) =>
    call({ method: 'GET', url: `/api/v1/Import/GetImportById?id=${id}`, as });
  const getRows = (id: string, query = '', as?: string) =>
    call({ method: 'GET', url: `/api/v1/Import/GetImportRows?id=${id}${query}`, as });

  /** Seeds customers of an organisation directly. */
  const seedCustomers = (tenantId: string, names: string[]) =>
    inTenant({ db: t.db, tenantId }, async (tx) => {
      for (const name of names)
        await tx.insert(customers).values({ tenantId, id: uuidv7(), name, concurrencyStamp: crypto.randomUUID() });
    });

  return { t, clock, acme, globex, tokens, call, upload, getImport, getRows, seedCustomers, close: () => t.close() };
}

export type ImportsWorld = Awaited<ReturnType<typeof startImportsWorld>>;
