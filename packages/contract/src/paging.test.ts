import { describe, expect, it } from 'vitest';
import { activityUsersQuery } from './dashboard.ts';
import { memberInTenantQuery } from './members.ts';

describe('lists that may be asked for a page', () => {
  it.each([
    ['GetActivityUsers', activityUsersQuery],
    ['GetMemberInTenant', memberInTenantQuery],
  ])('%s without PageNo and PageSize asks for the whole list, not a page of 10', (_name, query) => {
    const parsed = query.parse({});
    expect(parsed.PageNo).toBeUndefined();
    expect(parsed.PageSize).toBeUndefined();
    expect(query.parse({ PageNo: '2', PageSize: '50' })).toMatchObject({ PageNo: 2, PageSize: 50 });
    expect(query.safeParse({ PageSize: '101' }).success).toBe(false);
  });
});
