/** Permission names of spec §6, as `Worktrail.<Area>[.<Action>]`; the bare area is read. */
export const permissions = {
  projects: {
    read: 'Worktrail.Projects',
    create: 'Worktrail.Projects.Create',
    update: 'Worktrail.Projects.Update',
    delete: 'Worktrail.Projects.Delete',
  },
  customers: {
    read: 'Worktrail.Customers',
    create: 'Worktrail.Customers.Create',
    update: 'Worktrail.Customers.Update',
    delete: 'Worktrail.Customers.Delete',
  },
  members: { read: 'Worktrail.Members', invite: 'Worktrail.Members.Invite', manage: 'Worktrail.Members.Manage' },
  tasks: { read: 'Worktrail.Tasks' },
  featureSettings: { update: 'Worktrail.FeatureSettings.Update' },
  reports: {
    attendance: 'Worktrail.Reports.Attendance',
    general: 'Worktrail.Reports.General',
    charts: 'Worktrail.Reports.Charts',
  },
  organizationSettings: 'Worktrail.OrganizationSettings',
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type PermissionName = Leaves<typeof permissions>;

function leaves(node: unknown): string[] {
  return typeof node === 'string' ? [node] : Object.values(node as object).flatMap(leaves);
}

/** Every permission name, in declaration order. */
export const allPermissions = leaves(permissions) as PermissionName[];

export const isPermissionName = (name: string): name is PermissionName => (allPermissions as string[]).includes(name);

export const roleKeys = ['owner', 'manager', 'employee'] as const;
export type RoleKey = (typeof roleKeys)[number];

const p = permissions;

/** Grants a new organisation's roles start with; stored per tenant as data and editable later. */
export const defaultRoleGrants: Record<RoleKey, readonly PermissionName[]> = {
  owner: allPermissions,
  manager: [
    p.projects.read,
    p.projects.create,
    p.projects.update,
    p.customers.read,
    p.customers.create,
    p.customers.update,
    p.members.read,
    p.members.invite,
    p.tasks.read,
    p.reports.attendance,
    p.reports.general,
    p.reports.charts,
  ],
  employee: [p.projects.read, p.tasks.read],
};

/** A permission map (§3): every name to whether the signed-in member holds it. */
export type PermissionMap = Record<PermissionName, boolean>;
