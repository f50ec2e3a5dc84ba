import { and, eq } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/client.ts';
import { asRequestRole } from '../../db/transactions.ts';
import { accessChanged } from './access-changes.ts';
import { oidcPayloads } from './identity.table.ts';

type Row = typeof oidcPayloads.$inferSelect;

const withoutNul = (value: unknown) => (typeof value === 'string' ? value.replaceAll('\u0000', '') : value);

/** Stores one kind of the provider's models (Session, Grant, RefreshToken, …) in `oidc_payloads`. */
class DrizzleOidcAdapter implements Adapter {
  readonly model: string;
  readonly db: Db;

  constructor(model: string, db: Db) {
    this.model = model;
    this.db = db;
  }

  private present(row: Row | undefined): AdapterPayload | undefined {
    if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return undefined;
    return { ...(row.payload as AdapterPayload), ...(row.consumedAt ? { consumed: true } : {}) };
  }

  private findWhere(
    column: typeof oidcPayloads.id | typeof oidcPayloads.uid | typeof oidcPayloads.userCode,
    value: string,
  ) {
    // No stored id holds a NUL, and PostgreSQL refuses one in a text parameter: such a lookup finds nothing.
    if (value.includes('\u0000')) return Promise.resolve(undefined);
    return asRequestRole({ db: this.db }, async (tx) => {
      const [row] = await tx
        .select()
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.model, this.model), eq(column, value)))
        .limit(1);
      return this.present(row);
    });
  }

  async upsert(id: string, given: AdapterPayload, expiresIn?: number) {
    // Values a client sent (state, nonce…) are stored as jsonb, which refuses NUL: it never belongs in them.
    const payload = JSON.parse(JSON.stringify(given, (_key, value) => withoutNul(value))) as AdapterPayload;
    const values = {
      payload,
      grantId: payload.grantId ?? null,
      accountId: payload.accountId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    await asRequestRole({ db: this.db }, (tx) =>
      tx
        .insert(oidcPayloads)
        .values({ model: this.model, id, ...values })
        .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: { ...values, consumedAt: null } }),
    );
  }

  find(id: string) {
    return this.findWhere(oidcPayloads.id, id);
  }

  findByUid(uid: string) {
    return this.findWhere(oidcPayloads.uid, uid);
  }

  findByUserCode(userCode: string) {
    return this.findWhere(oidcPayloads.userCode, userCode);
  }

  async consume(id: string) {
    await asRequestRole({ db: this.db }, (tx) =>
      tx
        .update(oidcPayloads)
        .set({ consumedAt: new Date() })
        .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id))),
    );
  }

  async destroy(id: string) {
    await asRequestRole({ db: this.db }, (tx) =>
      tx.delete(oidcPayloads).where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id))),
    );
    // A grant gone refuses its access tokens; other records (codes, interactions) change nobody's access.
    if (this.model === 'Grant') accessChanged();
  }

  async revokeByGrantId(grantId: string) {
    // A grant's tokens live under several models; revoking the grant removes all of them.
    await asRequestRole({ db: this.db }, (tx) => tx.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId)));
    accessChanged();
  }
}

/** The adapter factory the provider calls once per model name. */
export const drizzleOidcAdapter = (db: Db) => (model: string) => new DrizzleOidcAdapter(model, db);
