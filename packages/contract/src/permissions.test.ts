import { describe, expect, it } from 'vitest';
import { navItems } from './navigation.ts';
import { totalPages } from './paging.constants.ts';
import { allPermissions, defaultRoleGrants, isPermissionName, permissions, roleKeys } from './permissions.ts';

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

  it('gives each role the data scope of ARCHITECTURE §4: owners the organisation, managers their team, employees themselves', () => {
    const scope = (role: (typeof roleKeys)[number]) =>
      Object.values(permissions.dataScope).filter((name) => defaultRoleGrants[role].includes(name));
    expect(scope('owner')).toContain(permissions.dataScope.organization);
    expect(scope('manager')).toEqual([permissions.dataScope.team]);
    expect(scope('employee')).toEqual([]);
  });

  it('lets every role see and record its own time, and only owners and managers change the time of others', () => {
    const own = [...Object.values(permissions.timer), ...Object.values(permissions.tracker), permissions.timeline.read];
    for (const role of roleKeys) expect(defaultRoleGrants[role]).toEqual(expect.arrayContaining(own));
    expect(defaultRoleGrants.manager).toContain(permissions.timeline.manage);
    expect(defaultRoleGrants.employee).not.toContain(permissions.timeline.manage);
    expect(defaultRoleGrants.manager).not.toContain(permissions.members.manageOwners);
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
