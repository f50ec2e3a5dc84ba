import {
  activityIdQuery,
  activityIdsQuery,
  activityRequest,
  activityUsers,
  activityUsersQuery,
  bulkActivityRequest,
  dayDetail,
  dayDetailQuery,
  deletedActivities,
  monthSummary,
  monthSummaryQuery,
  offlineActivityQuery,
  okEnvelope,
  permissions,
  timelineActivities,
  timelineActivity,
  userTasks,
  userTasksQuery,
} from '@worktrail/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { activityUsers as listActivityUsers } from './activity-users.service.ts';
import {
  addOfflineActivity,
  deleteActivities,
  editActivity,
  editBulkActivity,
  listUserTasks,
  dayDetail as readDayDetail,
  monthSummary as readMonthSummary,
} from './timeline.service.ts';

const tags = ['Timeline'];

const whoMayChange =
  'Owners and managers may change the time of any member in their data scope; anyone else only their own ' +
  'offline time, and only while Allow_to_add_offline_Time applies to them. An activity outside the data scope ' +
  'or of another organisation is answered 404. Running activities are not changed (stop them first). The ' +
  "member's rollups of the old and new days are rewritten in the same transaction.";

/** Spec §7 Timeline: offline time, edits, bulk edits and deletes, the month summary and the day detail. */
export const timelineRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, clock, blobs }) => {
  const deps = { db, clock, blobs };

  app.post(
    '/api/v1/Timeline/AddOfflineActivity',
    {
      config: { access: permissions.timeline.create },
      schema: {
        tags,
        summary: 'Add offline time for a member (§5): start, end and project required, end after start',
        description:
          'Allowed where Allow_to_add_offline_Time applies to that member (403 otherwise) and the member is in ' +
          "the caller's data scope (404 otherwise). Refused when the member is not active, the project is not " +
          'active or the member is not on it, when it overlaps another activity of the member, lies in the ' +
          'future or is longer than 24 hours. Creates an offline entry (source offline).',
        querystring: offlineActivityQuery,
        body: activityRequest,
        response: { 200: okEnvelope(timelineActivity) },
      },
    },
    async (request) =>
      ok(
        await addOfflineActivity({
          deps,
          auth: requireAuth(request),
          memberId: request.query.MemberId,
          request: request.body,
        }),
      ),
  );

  app.post(
    '/api/v1/Timeline/EditActivity',
    {
      config: { access: permissions.timeline.update },
      schema: {
        tags,
        summary: 'Change the times, project, task and note of one activity',
        description:
          `${whoMayChange} Offline time may move (no overlap, not in the future, at most 24 hours); tracked time ` +
          'may only be shortened: its slots no longer wholly inside are removed with their app usage. Marks ' +
          'the activity edited.',
        querystring: activityIdQuery,
        body: activityRequest,
        response: { 200: okEnvelope(timelineActivity) },
      },
    },
    async (request) =>
      ok(
        await editActivity({
          deps,
          auth: requireAuth(request),
          activityId: request.query.ActivityId,
          request: request.body,
        }),
      ),
  );

  app.post(
    '/api/v1/Timeline/EditBulkActivity',
    {
      config: { access: permissions.timeline.update },
      schema: {
        tags,
        summary: 'Set the project, task and/or note of several activities at once (ActivityIds=a,b,c)',
        description: `${whoMayChange} All or nothing: one refused activity changes none, and the errors name it.`,
        querystring: activityIdsQuery,
        body: bulkActivityRequest,
        response: { 200: okEnvelope(timelineActivities) },
      },
    },
    async (request) =>
      ok(
        await editBulkActivity({
          deps,
          auth: requireAuth(request),
          activityIds: request.query.ActivityIds,
          request: request.body,
        }),
      ),
  );

  app.delete(
    '/api/v1/Timeline/DeleteBulkActivity',
    {
      config: { access: permissions.timeline.delete },
      schema: {
        tags,
        summary: 'Delete several activities with their activity, app usage and screenshots (ActivityIds=a,b,c)',
        description: `${whoMayChange} All or nothing: one refused activity deletes none, and the errors name it.`,
        querystring: activityIdsQuery,
        response: { 200: okEnvelope(deletedActivities) },
      },
    },
    async (request) =>
      ok(
        await deleteActivities({
          deps,
          auth: requireAuth(request),
          activityIds: request.query.ActivityIds,
          bulk: true,
        }),
      ),
  );

  app.delete(
    '/api/v1/Timeline/DeleteActivity',
    {
      config: { access: permissions.timeline.delete },
      schema: {
        tags,
        summary: 'Delete one activity with its activity, app usage and screenshots',
        description: whoMayChange,
        querystring: activityIdQuery,
        response: { 200: okEnvelope(deletedActivities) },
      },
    },
    async (request) =>
      ok(
        await deleteActivities({
          deps,
          auth: requireAuth(request),
          activityIds: [request.query.ActivityId],
          bulk: false,
        }),
      ),
  );

  app.get(
    '/api/v1/Timeline/GetActivityMonthSummary',
    {
      config: { access: permissions.timeline.read },
      schema: {
        tags,
        summary: "Every local day of a member's month (month=YYYY-MM) or range (fromDate, toDate; at most 31 days)",
        description:
          "From the member-day rollups only. userId is a member id (the caller when omitted) in the caller's " +
          "data scope (404 otherwise). Days run midnight to midnight in the member's time zone (timeZone); " +
          'activityPercent is Σ active / Σ tracked seconds, null without tracked time.',
        querystring: monthSummaryQuery,
        response: { 200: okEnvelope(monthSummary) },
      },
    },
    async (request) => ok(await readMonthSummary({ deps, auth: requireAuth(request), query: request.query })),
  );

  app.get(
    '/api/v1/Timeline/GetActivityMonthDetailed',
    {
      config: { access: permissions.timeline.read },
      schema: {
        tags,
        summary: 'One local day of a member: entries, idle gaps, per-project and per-app totals (date=YYYY-MM-DD)',
        description:
          "Entries from the day's raw rows, figures clipped to the day; project, app and day totals from the " +
          "rollups. userId is a member id (the caller when omitted) in the caller's data scope (404 otherwise). " +
          "dayStartUtc/dayEndUtc are the day's bounds in the member's zone (23 or 25 hours on a DST change).",
        querystring: dayDetailQuery,
        response: { 200: okEnvelope(dayDetail) },
      },
    },
    async (request) => ok(await readDayDetail({ deps, auth: requireAuth(request), query: request.query })),
  );

  app.get(
    '/api/v1/Timeline/GetActivityUsers',
    {
      config: { access: permissions.timeline.read },
      schema: {
        tags,
        summary: 'The members whose time the caller may see, for the member picker (§3 activity user data)',
        description:
          "The caller's data scope: owners everyone, managers themself, their assigned members and the members of " +
          'the teams they lead, anyone else only themself. Deleted members are left out; the caller comes first, ' +
          'then by name. search matches part of the name or e-mail, ignoring case. timeZone is the zone the ' +
          "member's days are counted in (their own, else the organisation's Time_Zone, else UTC); isOnline means a " +
          'tracker or web-timer heartbeat within the last two minutes.',
        querystring: activityUsersQuery,
        response: { 200: okEnvelope(activityUsers) },
      },
    },
    async (request) =>
      ok(await listActivityUsers({ deps, auth: requireAuth(request), search: request.query.search || undefined })),
  );

  app.get(
    '/api/v1/ProjectTask/GetUserTasksByProjectID',
    {
      config: { access: permissions.tasks.read },
      schema: {
        tags: ['ProjectTask'],
        summary: "A member's tasks on a project, for the timer and offline time — always empty: tasks do not exist yet",
        description: "userId (the caller when omitted) must be in the caller's data scope (404 otherwise).",
        querystring: userTasksQuery,
        response: { 200: okEnvelope(userTasks) },
      },
    },
    async (request) => ok(await listUserTasks({ deps, auth: requireAuth(request), userId: request.query.userId })),
  );
};
