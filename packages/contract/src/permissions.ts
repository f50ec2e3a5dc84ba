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
  members: {
    read: 'Worktrail.Members',
    invite: 'Worktrail.Members.Invite',
    manage: 'Worktrail.Members.Manage',
    /** Make, unmake or change an owner (with `manage`). */
    manageOwners: 'Worktrail.Members.ManageOwners',
  },
  tasks: {
    read: 'Worktrail.Tasks',
    /**
     * Create workspaces, and add or edit tasks and statuses in workspaces one edits or manages whatever
     * `Add_Edit_Tasks` and `Add_Edit_Task_Status` say.
     */
    manage: 'Worktrail.Tasks.Manage',
    /** "Manage all": open and manage private workspaces one is not a member of, when one chooses to. */
    manageAll: 'Worktrail.Tasks.ManageAll',
  },
  featureSettings: { read: 'Worktrail.FeatureSettings', update: 'Worktrail.FeatureSettings.Update' },
  /**
   * Whose data one may see (ARCHITECTURE §4), beyond oneself: the whole organisation, or the members assigned to
   * one and the members of the teams one leads. Neither: oneself only.
   */
  dataScope: { organization: 'Worktrail.DataScope.Organization', team: 'Worktrail.DataScope.Team' },
  timeline: {
    read: 'Worktrail.Timeline',
    /** Add offline time, for a member in one's data scope where `Allow_to_add_offline_Time` applies to them. */
    create: 'Worktrail.Timeline.Create',
    update: 'Worktrail.Timeline.Update',
    delete: 'Worktrail.Timeline.Delete',
    /**
     * With update or delete: change any time in one's data scope, tracked time included, whatever
     * `Allow_to_add_offline_Time` says. Without it: one's own offline time only, while that setting allows it.
     */
    manage: 'Worktrail.Timeline.Manage',
  },
  /** The web timer of one's own time. */
  timer: { read: 'Worktrail.Timer', record: 'Worktrail.Timer.Record' },
  /** The desktop tracker agent recording one's own time. */
  tracker: { read: 'Worktrail.Tracker', record: 'Worktrail.Tracker.Record' },
  reports: {
    attendance: 'Worktrail.Reports.Attendance',
    general: 'Worktrail.Reports.General',
    charts: 'Worktrail.Reports.Charts',
  },
  organizationSettings: 'Worktrail.OrganizationSettings',
  /**
   * Support tickets (§1): open tickets, and read and answer one's own. `manageAll`: read, answer, solve and reopen
   * every ticket of the organisation.
   */
  support: { read: 'Worktrail.Support', manageAll: 'Worktrail.Support.ManageAll' },
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

/**
 * The role an organisation always keeps at least one active member of (§4). Who holds it is a fact about the
 * organisation's members, not a grant: what owners may do is in their grants like any role's.
 */
export const ownerRoleKey: RoleKey = 'owner';

const p = permissions;

/** Reading and recording one's own time: the timeline, the web timer and the tracker agent. */
const ownTime: readonly PermissionName[] = [
  p.timeline.read,
  p.timeline.create,
  p.timeline.update,
  p.timeline.delete,
  p.timer.read,
  p.timer.record,
  p.tracker.read,
  p.tracker.record,
];

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
    p.tasks.manage,
    p.reports.attendance,
    p.reports.general,
    p.reports.charts,
    p.featureSettings.read,
    p.dataScope.team,
    ...ownTime,
    p.timeline.manage,
    p.support.read,
  ],
  employee: [p.projects.read, p.tasks.read, p.featureSettings.read, ...ownTime, p.support.read],
};

/** A permission map (§3): every name to whether the signed-in member holds it. */
export type PermissionMap = Record<PermissionName, boolean>;
