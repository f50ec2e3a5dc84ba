import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { type UniqueNames, withUniqueName } from './unique-name.ts';

// The check before the write goes through each domain's API tests; the race (the index firing) is hard to time
// there, so it is proved here with the error the driver raises.
const things = pgTable('things', {
  tenantId: uuid('tenant_id').notNull(),
  id: uuid('id').notNull(),
  name: text('name'),
});
const names: UniqueNames = { table: things, index: 'things_name_unique' };
const taken = () => new Error('That name is taken.');

/** A driver error as PostgreSQL reports a unique violation, wrapped the way the query builder wraps it. */
const uniqueViolation = (constraint: string) =>
  new Error('Failed query', { cause: Object.assign(new Error('duplicate key'), { code: '23505', constraint }) });

describe('withUniqueName', () => {
  it('answers a name a parallel request took first the same as a name found taken', async () => {
    const raced = withUniqueName({
      names,
      taken,
      work: () => Promise.reject(uniqueViolation('things_name_unique')),
    });
    await expect(raced).rejects.toThrow('That name is taken.');
  });

  it('lets any other failure through unchanged, another unique index included', async () => {
    const other = uniqueViolation('users_username_lower_unique');
    await expect(withUniqueName({ names, taken, work: () => Promise.reject(other) })).rejects.toBe(other);
  });

  it('answers what the change answers when the name is free', async () => {
    await expect(withUniqueName({ names, taken, work: async () => 'created' })).resolves.toBe('created');
  });
});
