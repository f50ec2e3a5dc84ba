import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import { bearer, signIn } from '../../../test/sign-in.ts';
import { createTestApp, manualClock, seedOrganisations } from '../../../test/test-app.ts';
import { uuidv7 } from '../../db/ids.ts';
import { inTenant } from '../../db/transactions.ts';
import { managerMembers } from '../access/manager-members.table.ts';
import { customers } from '../customers/customers.table.ts';
import { findMemberByUserId } from '../members/members.repository.ts';
import { members } from '../members/members.table.ts';
import { insertProjects } from '../projects/projects.repository.ts';
import { memberSettings } from '../settings/settings.table.ts';
import { timeEntries } from '../time/time-entries.table.ts';
import { screenshots } from './screenshots.table.ts';

type Method = 'GET' | 'POST' | 'DELETE';

/**
 * Acme (owner; Mona, a manager assigned Emma; Otto, a manager assigned no one; Emma and Eli, employees) with two
 * projects, and Globex (owner, Gus). Entries and settings are written straight to the database, so these tests
 * depend on the screenshot calls only.
 */
export function useScreenshotsWorld() {
  const clock = manualClock(new Date('2025-03-10T12:00:00Z'));
  const world = {
    t: undefined as unknown as Awaited<ReturnType<typeof createTestApp>>,
    acme: '',
    globex: '',
    memberIds: {} as Record<string, string>,
    tokens: {} as Record<string, string>,
    projects: { design: '', build: '' },
    clock,
  };
  beforeAll(async () => {
    world.t = await createTestApp({ clock });
    const seeded = await seedOrganisations({
      db: world.t.db,
      organisations: [
        {
          name: 'Acme',
          members: [
            { email: 'owner@acme.test', role: 'owner' },
            { email: 'mona@acme.test', role: 'manager' },
            { email: 'otto@acme.test', role: 'manager' },
            { email: 'emma@acme.test', role: 'employee' },
            { email: 'eli@acme.test', role: 'employee' },
          ],
        },
        {
          name: 'Globex',
          members: [
            { email: 'owner@globex.test', role: 'owner' },
            { email: 'gus@globex.test', role: 'employee' },
          ],
        },
      ],
    });
    for (const [name, organisation] of Object.entries(seeded)) {
      if (name === 'Acme') world.acme = organisation.tenantId;
      else world.globex = organisation.tenantId;
      await inTenant({ db: world.t.db, tenantId: organisation.tenantId }, async (tx) => {
        for (const [email, userId] of Object.entries(organisation.users))
          world.memberIds[email] =
            (await findMemberByUserId({ tx, tenantId: organisation.tenantId, userId }))?.id ?? '';
      });
      for (const email of Object.keys(organisation.users))
        world.tokens[email] = (await signIn(world.t.app, { email })).access_token;
    }
    await inTenant({ db: world.t.db, tenantId: world.acme }, async (tx) => {
      const customerId = uuidv7();
      await tx
        .insert(customers)
        .values({ tenantId: world.acme, id: customerId, name: 'Client', concurrencyStamp: uuidv7() });
      const [design, build] = await insertProjects({
        tx,
        tenantId: world.acme,
        projects: [
          { customerId, name: 'Design', colorCode: '#AA3377' },
          { customerId, name: 'Build', colorCode: '#2277AA' },
        ],
      });
      world.projects = { design: design?.id ?? '', build: build?.id ?? '' };
      await tx.insert(managerMembers).values({
        tenantId: world.acme,
        managerMemberId: world.memberIds['mona@acme.test'] ?? '',
        memberId: world.memberIds['emma@acme.test'] ?? '',
      });
    });
  });
  afterAll(() => world.t.close());

  const tenantOf = (email: string) => (email.endsWith('@globex.test') ? world.globex : world.acme);

  const call = ({
    method,
    url,
    as,
    payload,
    headers,
  }: {
    method: Method;
    url: string;
    as?: string;
    payload?: unknown;
    headers?: Record<string, string>;
  }) =>
    world.t.app.inject({
      method,
      url,
      headers: { ...(as ? bearer(world.tokens[as] ?? '') : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as Buffer }),
    });

  /** A finished entry of `email` (or a running one without `to`); returns its id. */
  const addEntry = async (email: string, from: string, to?: string, project: 'design' | 'build' = 'design') => {
    const id = uuidv7();
    await inTenant({ db: world.t.db, tenantId: tenantOf(email) }, (tx) =>
      tx.insert(timeEntries).values({
        tenantId: tenantOf(email),
        id,
        memberId: world.memberIds[email] ?? '',
        projectId: world.projects[project],
        startedAt: new Date(from),
        endedAt: to ? new Date(to) : null,
        source: 'desktop',
      }),
    );
    return id;
  };

  /** Sets (or, with undefined, removes) a member's own value of a feature setting. */
  const setMemberSetting = async (email: string, key: string, value: unknown) => {
    const memberId = world.memberIds[email] ?? '';
    const tenantId = tenantOf(email);
    await inTenant({ db: world.t.db, tenantId }, async (tx) => {
      await tx.delete(memberSettings).where(and(eq(memberSettings.memberId, memberId), eq(memberSettings.key, key)));
      if (value !== undefined) await tx.insert(memberSettings).values({ tenantId, memberId, key, value });
    });
  };

  const setTimeZone = (email: string, timeZone: string) =>
    inTenant({ db: world.t.db, tenantId: tenantOf(email) }, (tx) =>
      tx
        .update(members)
        .set({ timeZone })
        .where(eq(members.id, world.memberIds[email] ?? '')),
    );

  const upload = (
    as: string,
    {
      id = uuidv7(),
      entryId,
      takenAt,
      activityPercent,
      data,
      contentType = 'image/png',
      fileField = 'file',
    }: {
      id?: string;
      entryId: string;
      takenAt: string;
      activityPercent?: number;
      data?: Buffer;
      contentType?: string;
      fileField?: string;
    },
  ) => {
    const fields: Record<string, string> = { id, entryId, takenAt };
    if (activityPercent !== undefined) fields.activityPercent = String(activityPercent);
    return call({
      method: 'POST',
      url: '/api/v1/Tracker/UploadScreenshot',
      as,
      ...multipartBody({ fields, file: data ? { data, contentType, field: fileField } : undefined }),
    }).then((response) => ({ response, id }));
  };

  const screenshotRow = async (id: string) =>
    (
      await inTenant({ db: world.t.db, tenantId: world.acme }, (tx) =>
        tx.select().from(screenshots).where(eq(screenshots.id, id)),
      )
    )[0];

  /** Every file the blob store holds for Acme, by path. */
  const storedFiles = () => {
    const root = join(world.t.dataDir, 'files', 'tenants', world.acme);
    const files: Record<string, Buffer> = {};
    const walk = (dir: string) => {
      let names: string[] = [];
      try {
        names = readdirSync(dir);
      } catch {
        return;
      }
      for (const name of names) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else files[path] = readFileSync(path);
      }
    };
    walk(root);
    return files;
  };
  const fileOf = (key: string) => join(world.t.dataDir, 'files', key);

  return { world, call, addEntry, setMemberSetting, setTimeZone, upload, screenshotRow, storedFiles, fileOf };
}

/** A multipart/form-data body with text fields and, optionally, one file part. */
export function multipartBody({
  fields,
  file,
}: {
  fields: Record<string, string>;
  file?: { data: Buffer; contentType: string; field: string } | undefined;
}) {
  const boundary = '----worktrail-screenshot-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="screen"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A busy, detailed picture (random noise): blurring it changes it beyond doubt. */
export const noisyScreen = (width = 800, height = 500) =>
  sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
  })
    .png()
    .toBuffer();

/** How detailed a picture is: the mean standard deviation of its channels (noise ~60, a blurred one a few). */
export const detail = async (data: Buffer) => {
  const { channels } = await sharp(data).stats();
  return channels.slice(0, 3).reduce((sum, channel) => sum + channel.stdev, 0) / 3;
};

/** A PNG that claims width×height pixels in a few dozen bytes: a real IHDR, a tiny IDAT. */
export function hugePngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
