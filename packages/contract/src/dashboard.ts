import { z } from 'zod';
import { daysInRange } from './dates.ts';
import { memberStatuses } from './members.ts';
import { screenshotItem } from './screenshots.ts';
import {
  localDate,
  maxTimelineRangeDays,
  summaryDay,
  timelineMessages,
  timelineProject,
  timelineTotals,
} from './timeline.ts';

/**
 * `GET Timeline/GetActivityUsers`: the members whose time the caller may see (its data scope; the caller first),
 * for the timeline's and dashboard's member picker (§3 "activity user data"). Deleted members are left out.
 */
export const activityUsersQuery = z.object({
  /** Part of a name or e-mail, ignoring case. */
  search: z.string().trim().max(100).optional(),
});

export const activityUser = z.object({
  /** The member id (what `userId` means in the timeline calls). */
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  /** A link to the person's picture, or null. */
  profilePic: z.string().nullable(),
  /** The IANA zone the member's days are counted in. */
  timeZone: z.string(),
  /** A tracker or web-timer heartbeat within the last two minutes. */
  isOnline: z.boolean(),
  /** The caller themself. */
  isSelf: z.boolean(),
  status: z.enum(memberStatuses),
});
export type ActivityUser = z.infer<typeof activityUser>;
export const activityUsers = z.array(activityUser);

/** A range of local days of one member: `fromDate`..`toDate` (at most 31 days, §9); `userId` the caller when omitted. */
const memberRange = {
  fromDate: localDate,
  toDate: localDate,
  userId: z.uuid({ error: timelineMessages.memberNotFound }).optional(),
};

/** The end not before the start, and at most 31 days (§9). */
const checkRange = (query: { fromDate: string; toDate: string }, context: z.RefinementCtx) => {
  const days = daysInRange(query.fromDate, query.toDate);
  if (days < 1) context.addIssue({ code: 'custom', path: ['toDate'], message: timelineMessages.rangeOrder });
  else if (days > maxTimelineRangeDays)
    context.addIssue({ code: 'custom', path: ['toDate'], message: timelineMessages.rangeTooLong });
};

export const memberRangeQuery = z.object(memberRange).superRefine(checkRange);
export type MemberRangeQuery = z.input<typeof memberRangeQuery>;

/** Time and share of a whole: `percent` of the range's total, 0–100 with one decimal. */
const share = { seconds: z.number().int(), percent: z.number() };

/**
 * `GET Dashboard/GetMemberProjectsAndAppsWorkingTimeAndPercentage` (§7): the employee dashboard of one member over a
 * range — activity level, every day (for the weekday chart), projects by worked time, apps and URLs by tracked time.
 * From the rollups only.
 */
export const memberDashboard = z.object({
  memberId: z.uuid(),
  timeZone: z.string(),
  fromDate: localDate,
  toDate: localDate,
  totals: timelineTotals,
  days: z.array(summaryDay),
  /** Share of the worked seconds, largest first. */
  projects: z.array(z.object({ project: timelineProject, ...share })),
  /** Share of the seconds of app and URL use, largest first; the first 20. */
  apps: z.array(z.object({ id: z.uuid(), kind: z.enum(['app', 'url']), name: z.string(), ...share })),
  /** The seconds and share of the apps and URLs beyond the first 20. */
  otherApps: z.object(share),
});
export type MemberDashboard = z.infer<typeof memberDashboard>;

/** The most screenshots one recent-screenshots call answers. */
export const maxRecentScreenshots = 48;

/** `GET Dashboard/GetMemberRecentScreenshots`: the member's newest screenshots in the range, newest first. */
export const recentScreenshotsQuery = z
  .object({ ...memberRange, limit: z.coerce.number().int().min(1).max(maxRecentScreenshots).default(12) })
  .superRefine(checkRange);

export const recentScreenshot = screenshotItem.extend({ project: timelineProject });
export type RecentScreenshot = z.infer<typeof recentScreenshot>;

export const recentScreenshots = z.object({
  userId: z.uuid(),
  timeZone: z.string(),
  /** When the links in this answer stop working, ISO 8601 UTC. */
  urlsExpireAt: z.string(),
  screenshots: z.array(recentScreenshot),
  /** More screenshots exist in the range than were answered. */
  hasMore: z.boolean(),
});
export type RecentScreenshots = z.infer<typeof recentScreenshots>;
