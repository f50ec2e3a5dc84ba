import { z } from 'zod';
import { calendarDate, calendarMonth, daysInRange, instantWithOffset } from './dates.ts';
import { taskPriorities } from './tasks.constants.ts';
import {
  activityMessages,
  maxBulkActivities,
  maxTimelineRangeDays,
  timeEntrySourceValues,
  timelineMessages,
} from './timeline.constants.ts';

const isBlank = (input: unknown) => input === undefined || input === null || input === '';

/** An instant with its offset (or Z) within the accepted years; a blank one is "required". */
const requiredInstant = (required: string) =>
  instantWithOffset((issue) => (isBlank(issue.input) ? required : timelineMessages.dateTimeInvalid));

/** A local date `YYYY-MM-DD` within the accepted years. */
export const localDate = calendarDate(timelineMessages.dateInvalid);

const note = z.string().max(1000, { error: timelineMessages.noteTooLong });
const taskId = z.uuid({ error: timelineMessages.taskNotFound }).nullable();

/**
 * The body of `AddOfflineActivity` and `EditActivity` (§5): start, end, project required; end after start;
 * the task is optional; when given it must be a task of that project in a workspace the member whose time it is can
 * see (404 "The task was not found." otherwise).
 */
export const activityRequest = z
  .strictObject({
    startDateTime: requiredInstant(activityMessages.startTimeRequired),
    endDateTime: requiredInstant(activityMessages.endTimeRequired),
    projectId: z.uuid({ error: activityMessages.projectRequired }),
    taskId: taskId.default(null),
    note: note.default(''),
  })
  // Only once both are valid instants: a missing or malformed one has its own message.
  .refine((body) => !(Date.parse(body.endDateTime) <= Date.parse(body.startDateTime)), {
    path: ['endDateTime'],
    error: activityMessages.endAfterStart,
  });
export type ActivityRequest = z.infer<typeof activityRequest>;
export type ActivityInput = z.input<typeof activityRequest>;

/**
 * The body of `EditBulkActivity`: what to set on every chosen activity — project, task, note; times are not bulk
 * edited. At least one must be given. A new project without a task clears the activities' tasks; a task must be a
 * task of each activity's (new) project that its member can see.
 */
export const bulkActivityRequest = z
  .strictObject({ projectId: z.uuid().optional(), taskId: taskId.optional(), note: note.optional() })
  .refine((body) => body.projectId !== undefined || body.taskId !== undefined || body.note !== undefined, {
    error: timelineMessages.nothingToChange,
  });
export type BulkActivityRequest = z.infer<typeof bulkActivityRequest>;

export const offlineActivityQuery = z.object({ MemberId: z.uuid({ error: timelineMessages.memberNotFound }) });
export const activityIdQuery = z.object({ ActivityId: z.uuid({ error: timelineMessages.activityNotFound }) });

/** `ActivityIds=a,b,c`: 1–100 distinct activity ids, comma separated. */
export const activityIdsQuery = z.object({
  ActivityIds: z
    .string()
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.uuid({ error: timelineMessages.activityNotFound }))
        .min(1, { error: timelineMessages.activityIdsInvalid })
        .max(maxBulkActivities, { error: timelineMessages.activityIdsInvalid }),
    ),
});

/** A project as the timeline shows it. */
export const timelineProject = z.object({ id: z.uuid(), name: z.string(), colorCode: z.string() });

/** A task as the timeline, dashboards and pickers name it. */
export const timelineTask = z.object({ id: z.uuid(), name: z.string() });
export type TimelineTask = z.infer<typeof timelineTask>;

/** One activity (time entry) as the write calls answer it. */
export const timelineActivity = z.object({
  id: z.uuid(),
  memberId: z.uuid(),
  project: timelineProject,
  taskId: z.uuid().nullable(),
  startDateTime: z.iso.datetime({ offset: true }),
  /** Null while it runs. */
  endDateTime: z.iso.datetime({ offset: true }).nullable(),
  note: z.string(),
  source: z.enum(timeEntrySourceValues),
  isOffline: z.boolean(),
  edited: z.boolean(),
  editedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TimelineActivity = z.infer<typeof timelineActivity>;

/** What the bulk calls answer: the activities as they now are, or the ids removed. */
export const timelineActivities = z.array(timelineActivity);
export const deletedActivities = z.object({ deletedIds: z.array(z.uuid()) });

/** Totals of a day or a period: worked (all), tracked and active (tracker slots), offline; activity = Σactive/Σtracked. */
export const timelineTotals = z.object({
  workedSeconds: z.number().int(),
  trackedSeconds: z.number().int(),
  activeSeconds: z.number().int(),
  offlineSeconds: z.number().int(),
  /** 0–100, rounded; null without tracked time. */
  activityPercent: z.number().int().nullable(),
});
export type TimelineTotals = z.infer<typeof timelineTotals>;

/**
 * `GetActivityMonthSummary`: `month=YYYY-MM`, or `fromDate` and `toDate` (at most 31 days, §9); `userId` is a member
 * id, the caller when omitted.
 */
export const monthSummaryQuery = z
  .object({
    month: calendarMonth(timelineMessages.monthInvalid).optional(),
    fromDate: localDate.optional(),
    toDate: localDate.optional(),
    userId: z.uuid({ error: timelineMessages.memberNotFound }).optional(),
  })
  .superRefine((query, context) => {
    const range = query.fromDate !== undefined || query.toDate !== undefined;
    if (query.month !== undefined && range) {
      context.addIssue({ code: 'custom', path: ['month'], message: timelineMessages.monthOrRange });
      return;
    }
    if (query.month !== undefined) return;
    if (query.fromDate === undefined || query.toDate === undefined) {
      context.addIssue({
        code: 'custom',
        path: [query.fromDate ? 'toDate' : 'fromDate'],
        message: timelineMessages.monthOrRange,
      });
      return;
    }
    const days = daysInRange(query.fromDate, query.toDate);
    if (days < 1) context.addIssue({ code: 'custom', path: ['toDate'], message: timelineMessages.rangeOrder });
    else if (days > maxTimelineRangeDays)
      context.addIssue({ code: 'custom', path: ['toDate'], message: timelineMessages.rangeTooLong });
  });
export type MonthSummaryQuery = z.input<typeof monthSummaryQuery>;

/** One local day of the member in the summary (every day of the range, zeros included). */
export const summaryDay = timelineTotals.extend({
  date: localDate,
  firstStartAt: z.iso.datetime({ offset: true }).nullable(),
  lastEndAt: z.iso.datetime({ offset: true }).nullable(),
});

export const monthSummary = z.object({
  memberId: z.uuid(),
  /** The month asked for; null for the range form. */
  year: z.number().int().nullable(),
  month: z.number().int().nullable(),
  fromDate: localDate,
  toDate: localDate,
  /** The IANA zone the member's days are counted in (ARCHITECTURE §5). */
  timeZone: z.string(),
  days: z.array(summaryDay),
  totals: timelineTotals,
});
export type MonthSummary = z.infer<typeof monthSummary>;

/** `GetActivityMonthDetailed`: one local day (`date`) of one member (`userId`, the caller when omitted). */
export const dayDetailQuery = z.object({
  date: localDate,
  userId: z.uuid({ error: timelineMessages.memberNotFound }).optional(),
});

/** One activity of the day, clipped to it for its figures. */
export const dayEntry = timelineActivity.extend({
  /** The task the time was recorded on; null without one. */
  task: timelineTask.nullable(),
  /** Running: no end yet; `endDateTime` then is null and figures count to its last uploaded slot. */
  running: z.boolean(),
  /** Seconds of this activity inside the day. */
  workedSeconds: z.number().int(),
  /** Σactive/Σtracked of its slots that start in the day; null for offline time or without slots. */
  activityPercent: z.number().int().nullable(),
});

export const idleGap = z.object({
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  seconds: z.number().int(),
});

export const dayProjectTotals = timelineTotals.extend({ project: timelineProject });
/** The day's time on one task (from the member-day task rollups), with the task's project. */
export const dayTaskTotals = timelineTotals.extend({ task: timelineTask, project: timelineProject });
export const dayAppUsage = z.object({
  id: z.uuid(),
  kind: z.enum(['app', 'url']),
  name: z.string(),
  seconds: z.number().int(),
});

export const dayDetail = z.object({
  memberId: z.uuid(),
  date: localDate,
  timeZone: z.string(),
  /** The day's bounds in UTC: 23 or 25 hours apart on a DST change. */
  dayStartUtc: z.iso.datetime({ offset: true }),
  dayEndUtc: z.iso.datetime({ offset: true }),
  entries: z.array(dayEntry),
  idleGaps: z.array(idleGap),
  projects: z.array(dayProjectTotals),
  /** Per task, most worked first; time without a task is only in `projects`. */
  tasks: z.array(dayTaskTotals),
  apps: z.array(dayAppUsage),
  totals: timelineTotals.extend({
    firstStartAt: z.iso.datetime({ offset: true }).nullable(),
    lastEndAt: z.iso.datetime({ offset: true }).nullable(),
  }),
});
export type DayDetail = z.infer<typeof dayDetail>;

/** `GET ProjectTask/GetUserTasksByProjectID?projectId&userId` (§7). */
export const userTasksQuery = z.object({ projectId: z.uuid(), userId: z.uuid().optional() });
/**
 * The member's open tasks of the project (assigned to them, in an open status, in a workspace they can see), by due
 * date then name: what the timer and offline time offer to record time on.
 */
export const userTask = timelineTask.extend({
  dueDate: z.iso.date(),
  priority: z.enum(taskPriorities),
  /** The name of the task's status (its board column). */
  status: z.string(),
});
export type UserTask = z.infer<typeof userTask>;
export const userTasks = z.array(userTask);
