import { describe, expect, it } from 'vitest';
import { navItems } from './navigation.ts';
import { totalPages } from './paging.ts';
import { allPermissions, defaultRoleGrants, isPermissionName } from './permissions.ts';

describe('permissions', () => {
  it('gives the owner every permission and the other roles a subset', () => {
    expect(new Set(defaultRoleGrants.owner)).toEqual(new Set(allPermissions));
    for (const name of [...defaultRoleGrants.manager, ...defaultRoleGrants.employee]) {
      expect(isPermissionName(name)).toBe(true);
    }
  });

  it('keeps members, feature settings and organisation settings away from employees', () => {
    const employee = new Set<string>(defaultRoleGrants.employee);
    const hidden = navItems.filter((item) => item.permission && !employee.has(item.permission)).map((i) => i.key);
    expect(hidden).toEqual(expect.arrayContaining(['members', 'featureSettings', 'organizationSettings']));
  });

  it('names every sidebar permission among the known permissions', () => {
    for (const item of navItems) {
      if (item.permission) expect(isPermissionName(item.permission)).toBe(true);
    }
  });
});

describe('paging', () => {
  it('counts total pages as ceil(total / size)', () => {
    expect(totalPages({ total: 0, size: 10 })).toBe(0);
    expect(totalPages({ total: 10, size: 10 })).toBe(1);
    expect(totalPages({ total: 11, size: 10 })).toBe(2);
  });
});
