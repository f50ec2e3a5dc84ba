import { type ActivityRequest, activityRequest, type TimelineActivity, timelineMessages } from '@worktrail/contract';
import { type Validation, validateWith } from '../../forms/validation.ts';
import { translateKnownMessage } from '../../i18n/contract-messages.ts';
import { nextDate, utcToZonedWallTime, zonedWallTimeToUtc } from '../time/zoned-time.ts';

/** What the activity form holds: a local date and wall-clock times in the member's zone. */
export type ActivityFormValues = {
  date: string;
  startTime: string;
  endTime: string;
  /** The end falls on the day after `date` (work across midnight). */
  endsNextDay: boolean;
  projectId: string | null;
  taskId: string | null;
  note: string;
};

/** The fields messages can be shown beside; the request's names, as the server's field errors use them. */
export const activityFormFields = ['date', 'startDateTime', 'endDateTime', 'projectId', 'taskId', 'note'] as const;
export type ActivityFormField = (typeof activityFormFields)[number];

/** The form for a new activity on `date`, or filled from the activity as the member's clock shows it. */
export function initialActivityValues({
  activity,
  date,
  timeZone,
}: {
  activity?: TimelineActivity;
  date: string;
  timeZone: string;
}): ActivityFormValues {
  if (!activity)
    return { date, startTime: '', endTime: '', endsNextDay: false, projectId: null, taskId: null, note: '' };
  const start = utcToZonedWallTime(activity.startDateTime, timeZone);
  const end = activity.endDateTime ? utcToZonedWallTime(activity.endDateTime, timeZone) : null;
  return {
    date: start.date,
    startTime: start.time,
    endTime: end?.time ?? '',
    endsNextDay: end !== null && end.date !== start.date,
    projectId: activity.project.id,
    taskId: activity.taskId,
    note: activity.note,
  };
}

const minuteOf = (instant: string) => Math.floor(Date.parse(instant) / 60_000);

/** The instant the inputs give, or the original one when they still show its minute (its seconds are kept). */
const keepSeconds = (instant: string | null, original: string | null | undefined) =>
  instant && original && minuteOf(instant) === minuteOf(original) ? original : (instant ?? '');

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The form checked with the contract (§5: start, end and project required, end after start; messages translated):
 * the request to send, with the wall-clock times turned into instants in the member's zone.
 */
export function validateActivityForm({
  values,
  timeZone,
  activity,
}: {
  values: ActivityFormValues;
  timeZone: string;
  activity?: TimelineActivity;
}): Validation<ActivityFormField, ActivityRequest> {
  const dateOk = isDate(values.date);
  // Without a date the times are still checked (on any day), so each field gets its own message.
  const startDate = dateOk ? values.date : '2000-01-03';
  const endDate = values.endsNextDay ? nextDate(startDate) : startDate;
  const instant = (date: string, time: string) => (time ? zonedWallTimeToUtc({ date, time, timeZone }) : null);
  const payload = {
    startDateTime: keepSeconds(instant(startDate, values.startTime), activity?.startDateTime),
    endDateTime: keepSeconds(instant(endDate, values.endTime), activity?.endDateTime),
    projectId: values.projectId ?? undefined,
    taskId: values.taskId,
    note: values.note,
  };
  const checked = validateWith<ActivityFormField, ActivityRequest>(activityRequest, payload, (_field, issue) =>
    translateKnownMessage(issue.message),
  );
  if (dateOk) return checked;
  const errors = checked.ok ? {} : checked.errors;
  return { ok: false, errors: { ...errors, date: translateKnownMessage(timelineMessages.dateInvalid) } };
}
