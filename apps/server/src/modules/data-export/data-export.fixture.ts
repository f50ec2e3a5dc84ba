import { and, eq } from 'drizzle-orm';
import yauzl from 'yauzl';
import { bearer, signIn } from '../../../test/sign-in.ts';
import { createTestApp, manualClock, seedOrganisations } from '../../../test/test-app.ts';
import { uuidv7 } from '../../db/ids.ts';
import { inTenant } from '../../db/transactions.ts';
import { customers } from '../customers/customers.table.ts';
import { findMemberByUserId } from '../members/members.repository.ts';
import { members } from '../members/members.table.ts';
import { projects } from '../projects/projects.table.ts';
import { teamMembers, teams } from '../teams/teams.table.ts';
import { timeEntries } from '../time/time-entries.table.ts';

/** The files of a ZIP by name, as text, in the order they are stored. */
export async function unzip(bytes: Buffer): Promise<Map<string, string>> {
  const zipfile = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true });
  const files = new Map<string, string>();
  for await (const entry of zipfile.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zipfile.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    files.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
  }
  return files;
}

/**
 * A server on its own database at a hand-moved clock, with Acme (its owner, Sara the employee with an Arabic name
 * on a team, a customer whose name is a formula, a project and one tracked hour) and Globex (its owner).
 */
export async function startDataExportWorld() {
  const clock = manualClock(new Date('2026-11-20T09:00:00Z'));
  const t = await createTestApp({ clock });
  const organisations = await seedOrganisations({
    db: t.db,
    organisations: [
      {
        name: 'Acme Trading Co.',
        members: [
          { email: 'owner@acme.test', role: 'owner' },
          { email: 'sara@acme.test', role: 'employee' },
        ],
      },
      { name: 'Globex', members: [{ email: 'owner@globex.test', role: 'owner' }] },
    ],
  });
  const acme = organisations['Acme Trading Co.']?.tenantId ?? '';
  const globex = organisations.Globex?.tenantId ?? '';
  const saraUserId = organisations['Acme Trading Co.']?.users['sara@acme.test'] ?? '';
  const ids = { customer: uuidv7(), project: uuidv7(), team: uuidv7(), entry: uuidv7() };
  await inTenant({ db: t.db, tenantId: acme }, async (tx) => {
    const sara = (await findMemberByUserId({ tx, tenantId: acme, userId: saraUserId }))?.id ?? '';
    await tx
      .update(members)
      .set({ name: 'سارة', surname: 'أحمد' })
      .where(and(eq(members.tenantId, acme), eq(members.id, sara)));
    const stamp = uuidv7();
    const customer = { tenantId: acme, id: ids.customer, name: '=HYPERLINK("http://x","y")', concurrencyStamp: stamp };
    await tx.insert(customers).values(customer);
    await tx.insert(projects).values({
      tenantId: acme,
      id: ids.project,
      customerId: ids.customer,
      name: 'Website, "v2"',
      status: 'opened',
      concurrencyStamp: stamp,
    });
    await tx.insert(teams).values({ tenantId: acme, id: ids.team, name: 'Support', concurrencyStamp: stamp });
    await tx.insert(teamMembers).values({ tenantId: acme, teamId: ids.team, memberId: sara, isLeader: true });
    await tx.insert(timeEntries).values({
      tenantId: acme,
      id: ids.entry,
      memberId: sara,
      projectId: ids.project,
      startedAt: new Date('2026-11-19T08:00:00Z'),
      endedAt: new Date('2026-11-19T09:30:00Z'),
      source: 'web',
      note: 'line one\nline two',
    });
  });

  const tokens: Record<string, string> = {};
  for (const email of ['owner@acme.test', 'sara@acme.test', 'owner@globex.test'])
    tokens[email] = (await signIn(t.app, { email })).access_token;

  /** Calls a DataExport endpoint as `as` (a signed-in e-mail, or nobody); the clock moves a minute first. */
  const call = (as: string | undefined, method: 'GET' | 'POST', path: string) => {
    clock.advance(60_000);
    return t.app.inject({ method, url: `/api/v1/DataExport/${path}`, headers: as ? bearer(tokens[as] ?? '') : {} });
  };

  return { t, clock, acme, globex, ids, call, close: () => t.close() };
}

export type DataExportWorld = Awaited<ReturnType<typeof startDataExportWorld>>;
