import type { ActivityUser, DayDetail, ProjectOption, ScreenshotItem } from '@worktrail/contract';
import type { TimelineProject } from './components/ScreenshotGrid.tsx';

/** Test data of the activity and timeline tests: fixed ids, dates and zones. */
export const memberId = '0198d000-0000-7000-8000-000000000001';
export const selfId = '0198d000-0000-7000-8000-000000000002';

export const apollo: ProjectOption = {
  id: '0198d000-0000-7000-8000-0000000000a1',
  name: 'Apollo',
  colorCode: '#1c7ed6',
  status: 'active',
  customerId: '0198d000-0000-7000-8000-0000000000c1',
  customerName: 'Acme',
};
export const gemini: ProjectOption = {
  ...apollo,
  id: '0198d000-0000-7000-8000-0000000000a2',
  name: 'Gemini',
  colorCode: '#e8590c',
};

/** A manager (self, in Europe/London) who sees Kenji (in Asia/Tokyo). */
export const selfUser: ActivityUser = {
  userId: selfId,
  name: 'Grace Hopper',
  email: 'grace@example.com',
  profilePic: null,
  timeZone: 'Europe/London',
  isOnline: true,
  isSelf: true,
  status: 'active',
};
export const kenji: ActivityUser = {
  userId: memberId,
  name: 'Kenji Sato',
  email: 'kenji@example.com',
  profilePic: null,
  timeZone: 'Asia/Tokyo',
  isOnline: false,
  isSelf: false,
  status: 'active',
};

/** Member `n` of a big organisation, "Member 001" and on, in Europe/Paris. */
export const numberedMember = (n: number): ActivityUser => ({
  ...kenji,
  userId: `0198d000-0000-7000-9000-${String(n).padStart(12, '0')}`,
  name: `Member ${String(n).padStart(3, '0')}`,
  email: `member${n}@example.com`,
  timeZone: 'Europe/Paris',
});

/** The caller, Kenji and 60 more members: more than the member picker shows at once. */
export const bigOrganisation = [
  selfUser,
  kenji,
  ...Array.from({ length: 60 }, (_, index) => numberedMember(index + 1)),
];

/**
 * What GetActivityUsers answers from `users` (the caller first) for a call's query, as the server does: a search in
 * the name or e-mail, one member by UserId, one page with PageNo and PageSize, else everyone.
 */
export function activityUsersAnswer(users: ActivityUser[], url: URL): ActivityUser[] {
  const query = url.searchParams;
  const search = query.get('search')?.toLowerCase() ?? '';
  const userId = query.get('UserId');
  const size = Number(query.get('PageSize') ?? users.length);
  const start = (Number(query.get('PageNo') ?? 1) - 1) * size;
  return users
    .filter(
      (user) => (!userId || user.userId === userId) && `${user.name} ${user.email}`.toLowerCase().includes(search),
    )
    .slice(start, start + size);
}

const entryId = (n: number) => `0198d000-0000-7000-8000-0000000000e${n}`;
const project = (option: ProjectOption) => ({ id: option.id, name: option.name, colorCode: option.colorCode });

/** One tracked entry of Kenji's 3 March 2025 (Tokyo), `hour` local for an hour. */
export function dayEntry(n: number, hour: number, overrides: Partial<DayDetail['entries'][number]> = {}) {
  const start = new Date(Date.UTC(2025, 2, 3, hour - 9));
  return {
    id: entryId(n),
    memberId,
    project: project(apollo),
    taskId: null,
    task: null,
    startDateTime: start.toISOString(),
    endDateTime: new Date(start.getTime() + 3_600_000).toISOString(),
    note: '',
    source: 'desktop' as const,
    isOffline: false,
    edited: false,
    editedAt: null,
    running: false,
    workedSeconds: 3600,
    activityPercent: 70,
    ...overrides,
  };
}

/** A task of Apollo's, assigned to Kenji. */
export const designReview = { id: '0198d000-0000-7000-8000-0000000000f1', name: 'Design review' };

/** The day's time per task of the entries that have one, as the server sums it (70 % active). */
function taskTotals(entries: DayDetail['entries']): DayDetail['tasks'] {
  const byTask = new Map<string, DayDetail['tasks'][number]>();
  for (const entry of entries) {
    if (!entry.task) continue;
    const row = byTask.get(entry.task.id) ?? {
      task: entry.task,
      project: entry.project,
      workedSeconds: 0,
      trackedSeconds: 0,
      activeSeconds: 0,
      offlineSeconds: 0,
      activityPercent: 70,
    };
    row.workedSeconds += entry.workedSeconds;
    row.trackedSeconds += entry.workedSeconds;
    row.activeSeconds += Math.round(entry.workedSeconds * 0.7);
    byTask.set(entry.task.id, row);
  }
  return [...byTask.values()];
}

/** Kenji's 3 March 2025 in Asia/Tokyo with the given entries. */
export function dayDetail(entries: DayDetail['entries']): DayDetail {
  const worked = entries.reduce((sum, entry) => sum + entry.workedSeconds, 0);
  return {
    memberId,
    date: '2025-03-03',
    timeZone: 'Asia/Tokyo',
    dayStartUtc: '2025-03-02T15:00:00Z',
    dayEndUtc: '2025-03-03T15:00:00Z',
    entries,
    idleGaps: [],
    projects: entries.length
      ? [
          {
            project: project(apollo),
            workedSeconds: worked,
            trackedSeconds: worked,
            activeSeconds: Math.round(worked * 0.7),
            offlineSeconds: 0,
            activityPercent: 70,
          },
        ]
      : [],
    tasks: taskTotals(entries),
    apps: [],
    totals: {
      workedSeconds: worked,
      trackedSeconds: worked,
      activeSeconds: Math.round(worked * 0.7),
      offlineSeconds: 0,
      activityPercent: entries.length ? 70 : null,
      firstStartAt: entries[0]?.startDateTime ?? null,
      lastEndAt: entries.at(-1)?.endDateTime ?? null,
    },
  };
}

/** A screenshot of Kenji's taken at `time` UTC on 3 March 2025. */
export function screenshot(
  n: number,
  time: string,
  overrides: Partial<ScreenshotItem & { project: TimelineProject }> = {},
): ScreenshotItem & { project?: TimelineProject } {
  return {
    id: `0198d000-0000-7000-8000-0000000005${String(n).padStart(2, '0')}`,
    entryId: entryId(1),
    takenAt: `2025-03-03T${time}:00.000Z`,
    activityPercent: 60 + n,
    blurred: false,
    deleted: false,
    width: 1280,
    height: 800,
    imageUrl: `/files/shot-${n}.webp`,
    thumbnailUrl: `/files/shot-${n}-thumb.webp`,
    ...overrides,
  };
}
