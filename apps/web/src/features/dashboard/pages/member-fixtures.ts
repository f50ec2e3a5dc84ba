import type { ActivityUser, MemberDashboard, RecentScreenshots } from '@worktrail/contract';
import { datesOf } from '../components/dashboard-range.ts';
import { id } from './organisation-fixtures.ts';

/** Test data of the member dashboard tests: two members and their figures, answered as the server would. */

const activityUser = (n: number, overrides: Partial<ActivityUser>): ActivityUser => ({
  userId: id(n),
  name: '',
  email: `member${n}@example.com`,
  profilePic: null,
  timeZone: 'UTC',
  isOnline: false,
  isSelf: false,
  status: 'active',
  ...overrides,
});

// 20:00 UTC on 10 March is already 05:00 on 11 March in Tokyo, the signed-in member's zone.
export const now = new Date('2026-03-10T20:00:00Z');
export const ada = activityUser(1, { name: 'Ada Lovelace', timeZone: 'Asia/Tokyo', isOnline: true, isSelf: true });
export const bob = activityUser(3, { name: 'Bob Builder', timeZone: 'America/New_York' });

const zero = { workedSeconds: 0, trackedSeconds: 0, activeSeconds: 0, offlineSeconds: 0, activityPercent: null };
const worked = { workedSeconds: 27_000, trackedSeconds: 24_000, activeSeconds: 18_720, offlineSeconds: 3000 };

/** The dashboard of the asked range: 7 h 30 min on 11 March (78 % active, 50 min offline), nothing else. */
export function dashboardOf(url: URL, { empty = false } = {}): MemberDashboard {
  const fromDate = url.searchParams.get('fromDate') ?? '';
  const toDate = url.searchParams.get('toDate') ?? '';
  const busy = !empty && fromDate <= '2026-03-11' && '2026-03-11' <= toDate;
  const day = (date: string) => ({
    date,
    ...(busy && date === '2026-03-11' ? { ...worked, activityPercent: 78 } : zero),
    firstStartAt: null,
    lastEndAt: null,
  });
  const project = (n: number, name: string, colorCode: string) => ({ id: id(50 + n), name, colorCode });
  return {
    memberId: url.searchParams.get('userId') ?? '',
    timeZone: 'Asia/Tokyo',
    fromDate,
    toDate,
    totals: busy ? { ...worked, activityPercent: 78 } : zero,
    days: datesOf({ from: fromDate, to: toDate }).map(day),
    projects: busy
      ? [
          { project: project(2, 'Mobile app', '#40c057'), seconds: 9000, percent: 33.3 },
          { project: project(1, 'Website', '#228be6'), seconds: 18_000, percent: 66.7 },
        ]
      : [],
    tasks: busy
      ? [
          {
            task: { id: id(60), name: 'Checkout page' },
            project: project(1, 'Website', '#228be6'),
            seconds: 7200,
            percent: 26.7,
          },
        ]
      : [],
    apps: busy
      ? [
          { id: id(70), kind: 'app', name: 'Code', seconds: 14_400, percent: 60 },
          { id: id(71), kind: 'url', name: 'github.com', seconds: 4800, percent: 20 },
        ]
      : [],
    otherApps: busy ? { seconds: 4800, percent: 20 } : { seconds: 0, percent: 0 },
  };
}

export function recentOf(url: URL, { hasMore = false, empty = false } = {}): RecentScreenshots {
  return {
    userId: url.searchParams.get('userId') ?? '',
    timeZone: 'Asia/Tokyo',
    urlsExpireAt: '2026-03-10T20:05:00Z',
    hasMore,
    screenshots: empty
      ? []
      : [
          {
            id: id(90),
            entryId: id(91),
            takenAt: '2026-03-11T01:10:00Z',
            activityPercent: 64,
            blurred: false,
            deleted: false,
            width: 1280,
            height: 800,
            imageUrl: '/files/shot.webp',
            thumbnailUrl: '/files/shot-thumb.webp',
            project: { id: id(51), name: 'Website', colorCode: '#228be6' },
          },
        ],
  };
}
