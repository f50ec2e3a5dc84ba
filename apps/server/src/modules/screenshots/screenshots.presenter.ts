import type {
  ProjectScreenshots,
  ProjectsScreenshots,
  RecentScreenshots,
  ScreenshotItem,
  ScreenshotState,
} from '@worktrail/contract';
import type { ScreenshotRow } from './screenshots.repository.ts';

export const presentState = (row: ScreenshotRow): ScreenshotState => ({
  id: row.id,
  blurred: row.blurredAt !== null,
  deleted: row.deletedAt !== null,
});

/** One screenshot with links to its picture and thumbnail; a deleted one without. */
function presentItem(row: ScreenshotRow, link: (key: string) => string): ScreenshotItem {
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    entryId: row.entryId,
    takenAt: row.takenAt.toISOString(),
    activityPercent: row.activityPercent,
    blurred: row.blurredAt !== null,
    deleted,
    width: row.width,
    height: row.height,
    imageUrl: !deleted && row.objectKey ? link(row.objectKey) : null,
    thumbnailUrl: !deleted && row.thumbnailKey ? link(row.thumbnailKey) : null,
  };
}

type ScreenshotWithProject = { screenshot: ScreenshotRow; projectId: string; projectName: string; colorCode: string };

/** One member-day of screenshots, grouped by project in the order their first screenshot was taken. */
export function presentDay({
  memberId,
  date,
  zone,
  rows,
  link,
  expiresAt,
}: {
  memberId: string;
  date: string;
  zone: string;
  rows: ScreenshotWithProject[];
  link: (key: string) => string;
  expiresAt: Date;
}): ProjectsScreenshots {
  const projects = new Map<string, ProjectScreenshots>();
  for (const row of rows) {
    let group = projects.get(row.projectId);
    if (!group) {
      group = { projectId: row.projectId, projectName: row.projectName, colorCode: row.colorCode, screenshots: [] };
      projects.set(row.projectId, group);
    }
    group.screenshots.push(presentItem(row.screenshot, link));
  }
  return {
    userId: memberId,
    date,
    timeZone: zone,
    urlsExpireAt: expiresAt.toISOString(),
    projects: [...projects.values()],
  };
}

/** A member's newest screenshots, each with its project; `hasMore` when the range holds more than were answered. */
export function presentRecent({
  memberId,
  zone,
  rows,
  hasMore,
  link,
  expiresAt,
}: {
  memberId: string;
  zone: string;
  rows: ScreenshotWithProject[];
  hasMore: boolean;
  link: (key: string) => string;
  expiresAt: Date;
}): RecentScreenshots {
  return {
    userId: memberId,
    timeZone: zone,
    urlsExpireAt: expiresAt.toISOString(),
    screenshots: rows.map((row) => ({
      ...presentItem(row.screenshot, link),
      project: { id: row.projectId, name: row.projectName, colorCode: row.colorCode },
    })),
    hasMore,
  };
}
