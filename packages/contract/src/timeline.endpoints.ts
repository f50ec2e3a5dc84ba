import { activityUsers, activityUsersQuery } from './dashboard.ts';
import { defineEndpoint } from './endpoint.ts';
import { permissions } from './permissions.ts';
import {
  activityIdQuery,
  activityIdsQuery,
  activityRequest,
  bulkActivityRequest,
  dayDetail,
  dayDetailQuery,
  deletedActivities,
  monthSummary,
  monthSummaryQuery,
  offlineActivityQuery,
  timelineActivities,
  timelineActivity,
  userTasks,
  userTasksQuery,
} from './timeline.ts';

const tags = ['Timeline'];
const base = '/api/v1/Timeline';
const { organization, team } = permissions.dataScope;

/** Whose time may be changed (timeline.policy.ts `requireChangeableEntry`), for every edit and delete. */
const changePolicy =
  "each activity's member is in the caller's data scope (404 otherwise, as for an activity of another " +
  `organisation); holders of ${permissions.timeline.manage} (owners and managers by default) may change any ` +
  'such activity, anyone else only their own offline time and only while Allow_to_add_offline_Time applies to ' +
  'them (403 otherwise)';

const changeNote =
  "Running activities are not changed (stop them first). The member's rollups of the old and new days are " +
  'rewritten in the same transaction.';

/** The task rule of every call that records or changes time. */
const taskNote =
  'taskId is optional: a task of the (new) project in a workspace the member whose time it is can see, else 404 ' +
  '"The task was not found.".';

/** Whose time may be read (timeline.policy.ts `requireVisibleMember`). */
const readPolicy = "the member is in the caller's data scope (404 otherwise)";

/** Spec §7 Timeline: offline time, edits, bulk edits and deletes, the month summary and the day detail. */
export const timelineEndpoints = {
  addOffline: defineEndpoint({
    method: 'POST',
    path: `${base}/AddOfflineActivity`,
    access: permissions.timeline.create,
    policy:
      "the member is in the caller's data scope (404 otherwise) and Allow_to_add_offline_Time applies to them " +
      '(403 otherwise)',
    tags,
    summary: 'Add offline time for a member (§5): start, end and project required, end after start',
    description:
      'Refused when the member is not active, the project is not active or the member is not on it, when it ' +
      'overlaps another activity of the member, lies in the future or is longer than 24 hours. Creates an offline ' +
      `entry (source offline). ${taskNote}`,
    query: offlineActivityQuery,
    body: activityRequest,
    result: timelineActivity,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'UNPROCESSABLE', 'ALREADY_EXISTS'],
  }),
  edit: defineEndpoint({
    method: 'POST',
    path: `${base}/EditActivity`,
    access: permissions.timeline.update,
    policy: changePolicy,
    tags,
    summary: 'Change the times, project, task and note of one activity',
    description:
      `${changeNote} Offline time may move (no overlap, not in the future, at most 24 hours); tracked time may ` +
      'only be shortened: its slots no longer wholly inside are removed with their app usage. Marks the activity ' +
      `edited. ${taskNote}`,
    query: activityIdQuery,
    body: activityRequest,
    result: timelineActivity,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'UNPROCESSABLE', 'ALREADY_EXISTS'],
  }),
  editBulk: defineEndpoint({
    method: 'POST',
    path: `${base}/EditBulkActivity`,
    access: permissions.timeline.update,
    policy: changePolicy,
    tags,
    summary: 'Set the project, task and/or note of several activities at once (ActivityIds=a,b,c)',
    description:
      `${changeNote} All or nothing: one refused activity changes none, and the errors name it. ${taskNote} ` +
      'A new projectId without taskId clears the tasks of the activities.',
    query: activityIdsQuery,
    body: bulkActivityRequest,
    result: timelineActivities,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'UNPROCESSABLE'],
  }),
  deleteBulk: defineEndpoint({
    method: 'DELETE',
    path: `${base}/DeleteBulkActivity`,
    access: permissions.timeline.delete,
    policy: changePolicy,
    tags,
    summary: 'Delete several activities with their activity, app usage and screenshots (ActivityIds=a,b,c)',
    description: `${changeNote} All or nothing: one refused activity deletes none, and the errors name it.`,
    query: activityIdsQuery,
    result: deletedActivities,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'UNPROCESSABLE'],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: `${base}/DeleteActivity`,
    access: permissions.timeline.delete,
    policy: changePolicy,
    tags,
    summary: 'Delete one activity with its activity, app usage and screenshots',
    description: changeNote,
    query: activityIdQuery,
    result: deletedActivities,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'UNPROCESSABLE'],
  }),
  monthSummary: defineEndpoint({
    method: 'GET',
    path: `${base}/GetActivityMonthSummary`,
    access: permissions.timeline.read,
    policy: readPolicy,
    tags,
    summary: "Every local day of a member's month (month=YYYY-MM) or range (fromDate, toDate; at most 31 days)",
    description:
      'From the member-day rollups only. userId is a member id (the caller when omitted). Days run midnight to ' +
      "midnight in the member's time zone (timeZone); activityPercent is Σ active / Σ tracked seconds, null " +
      'without tracked time.',
    query: monthSummaryQuery,
    result: monthSummary,
    errors: ['NOT_FOUND'],
  }),
  dayDetail: defineEndpoint({
    method: 'GET',
    path: `${base}/GetActivityMonthDetailed`,
    access: permissions.timeline.read,
    policy: readPolicy,
    tags,
    summary:
      'One local day of a member: entries, idle gaps, per-project, per-task and per-app totals (date=YYYY-MM-DD)',
    description:
      "Entries (with their task) from the day's raw rows, figures clipped to the day; project, task, app and day " +
      'totals from the rollups; time without a task is in the project totals only.' +
      " userId is a member id (the caller when omitted). dayStartUtc/dayEndUtc are the day's bounds in " +
      "the member's zone (23 or 25 hours on a DST change).",
    query: dayDetailQuery,
    result: dayDetail,
    errors: ['NOT_FOUND'],
  }),
  activityUsers: defineEndpoint({
    method: 'GET',
    path: `${base}/GetActivityUsers`,
    access: permissions.timeline.read,
    policy:
      `only the members of the caller's data scope are listed: with ${organization} (owners by default) everyone; ` +
      `with ${team} (managers by default) themself, the members assigned to them and the members of the active ` +
      'teams they lead; anyone else only themself',
    tags,
    summary: 'The members whose time the caller may see, for the member picker (§3 activity user data)',
    description:
      'Deleted members are left out; the caller comes first, then by name. search matches part of the name or ' +
      "e-mail, ignoring case. timeZone is the zone the member's days are counted in (their own, else the " +
      "organisation's Time_Zone, else UTC); isOnline means a tracker or web-timer heartbeat within the last two " +
      'minutes. PageNo and PageSize ask for one page of the list (a big organisation’s picker asks for what it ' +
      'shows); without them the whole list comes. UserId asks for that one member (the picker’s chosen one): an ' +
      'empty list when they are outside the caller’s data scope. The answer carries an ETag: sent back in If-None-Match, an ' +
      'unchanged list costs a 304 without a body.',
    query: activityUsersQuery,
    result: activityUsers,
  }),
  userTasks: defineEndpoint({
    method: 'GET',
    path: '/api/v1/ProjectTask/GetUserTasksByProjectID',
    access: permissions.tasks.read,
    policy: "the member (userId, the caller when omitted) is in the caller's data scope (404 otherwise)",
    tags: ['ProjectTask'],
    summary: "A member's open tasks on a project, for the timer and offline time",
    description:
      'The tasks of the project assigned to the member, in an open status (not a done one), in workspaces the ' +
      'member can see (not deleted; public, or they are a member), by due date then name.',
    query: userTasksQuery,
    result: userTasks,
    errors: ['NOT_FOUND'],
  }),
};
