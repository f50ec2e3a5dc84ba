import { dateMessages } from './dates.constants.ts';

/** The §5 texts of offline time and activity edits, word for word. */
export const activityMessages = {
  startTimeRequired: 'Start time is required',
  endTimeRequired: 'End time is required',
  projectRequired: 'Project is required',
  endAfterStart: 'End time must be after start time',
} as const;

/** Why time cannot be recorded; shared by the tracker, the web timer and offline time. */
export const trackingMessages = {
  memberNotActive: 'Time can only be recorded for active members.',
  projectNotFound: 'The project was not found.',
  projectNotActive: 'Time can only be recorded on an active project.',
  notProjectMember: 'The member is not a member of this project.',
  overlap: 'This time overlaps another activity of the member.',
  future: 'Time in the future cannot be recorded.',
  tooLong: 'An activity cannot be longer than 24 hours.',
  weeklyLimitReached: 'The maximum hours per week have been reached.',
} as const;

/** The other texts of the timeline calls, word for word in both languages. */
export const timelineMessages = {
  activityNotFound: 'The activity was not found.',
  memberNotFound: 'The member was not found.',
  taskNotFound: 'The task was not found.',
  offlineNotAllowed: 'Adding offline time is not allowed for this member.',
  changeNotAllowed: 'You can only change your own offline time, and only where adding offline time is allowed.',
  activityRunning: 'A running activity cannot be changed. Stop it first.',
  trackedCannotGrow: 'Tracked time can only be shortened. Add offline time for the rest.',
  dateTimeInvalid: dateMessages.dateTimeInvalid,
  dateInvalid: dateMessages.dateInvalid,
  monthInvalid: dateMessages.monthInvalid,
  monthOrRange: 'Give a month, or a start and an end date.',
  rangeOrder: 'The end date cannot be before the start date.',
  rangeTooLong: 'The date range cannot be longer than 31 days.',
  activityIdsInvalid: 'Choose between 1 and 100 activities.',
  nothingToChange: 'Choose a project, a task or a note to change.',
  noteTooLong: 'Note must be at most 1000 characters.',
} as const;

/** The longest range of the timeline reads (§9). */
export const maxTimelineRangeDays = 31;
/** The most activities one bulk call changes. */
export const maxBulkActivities = 100;

export const timeEntrySourceValues = ['desktop', 'web', 'offline', 'import'] as const;
