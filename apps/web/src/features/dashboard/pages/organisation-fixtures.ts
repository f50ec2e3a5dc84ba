import type { BoardRow, Department, MembersBoard, ScopeDashboard } from '@worktrail/contract';

/** Test data of the organisation dashboard tests: a board of 12 members answered as the server would. */
export const id = (n: number) => `0198c1f0-0000-7000-8000-${String(n).padStart(12, '0')}`;

export const sales: Department = { id: id(40), name: 'Sales', memberCount: 2 };
export const support: Department = { id: id(41), name: 'Support', memberCount: 10 };

const hour = 3600;

const row = (n: number, overrides: Partial<BoardRow>): BoardRow => ({
  id: id(n),
  name: `Member ${n}`,
  email: `member${n}@example.com`,
  picture: null,
  isOnline: false,
  departmentId: support.id,
  departmentName: support.name,
  timeZone: 'UTC',
  lastWorkedOnProjectName: null,
  lastWorkedOnTaskName: null,
  totalWorkingTimeToday: 0,
  totalWorkingTimeThisWeek: n * 60,
  totalWorkingTimeThisMonth: n * 120,
  activityToday: null,
  totalOpenedTasksCount: 0,
  totalOpenedProjectsCount: 1,
  timePastFromLastActivity: null,
  ...overrides,
});

/** The signed-in manager, in Tokyo: most time this week and this month, little today. */
export const ada = row(1, {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  isOnline: true,
  departmentId: sales.id,
  departmentName: sales.name,
  timeZone: 'Asia/Tokyo',
  lastWorkedOnProjectName: 'Website',
  totalWorkingTimeToday: hour,
  totalWorkingTimeThisWeek: 30 * hour,
  totalWorkingTimeThisMonth: 100 * hour,
  activityToday: 64,
  totalOpenedProjectsCount: 3,
  timePastFromLastActivity: 30,
});

/** Most time today: first on today's board, second this week and month. */
export const bob = row(3, {
  name: 'Bob Builder',
  email: 'bob@example.com',
  departmentId: sales.id,
  departmentName: sales.name,
  timeZone: 'America/New_York',
  lastWorkedOnProjectName: 'Mobile app',
  lastWorkedOnTaskName: 'Checkout page',
  totalOpenedTasksCount: 4,
  totalWorkingTimeToday: 7 * hour + 30 * 60,
  totalWorkingTimeThisWeek: 20 * hour,
  totalWorkingTimeThisMonth: 50 * hour,
  activityToday: 78,
  totalOpenedProjectsCount: 2,
  timePastFromLastActivity: 300,
});

const everyone = [ada, bob, ...Array.from({ length: 10 }, (_, index) => row(10 + index, {}))];

const periodField = {
  today: 'totalWorkingTimeToday',
  week: 'totalWorkingTimeThisWeek',
  month: 'totalWorkingTimeThisMonth',
} as const;

/** The board the query asks for: filtered by department and name, ordered by the period's time, one page. */
export function boardOf(url: URL, { members = everyone }: { members?: BoardRow[] } = {}): MembersBoard {
  const query = url.searchParams;
  const period = (query.get('Period') ?? 'today') as MembersBoard['period'];
  const page = Number(query.get('UsersPageNo') ?? 1);
  const size = Number(query.get('UsersPageCount') ?? 10);
  const name = query.get('MemberName')?.toLowerCase();
  const departmentId = query.get('DepartmentId');
  const matching = members
    .filter((member) => !departmentId || member.departmentId === departmentId)
    .filter((member) => !name || `${member.name} ${member.email}`.toLowerCase().includes(name))
    .sort((a, b) => b[periodField[period]] - a[periodField[period]]);
  const sum = (field: keyof typeof periodField) =>
    matching.reduce((total, member) => total + member[periodField[field]], 0);
  return {
    totalEmployeesWorkingTodayCount: matching.filter((member) => member.totalWorkingTimeToday > 0).length,
    totalEmployeesCount: matching.length,
    onlineEmployeesCount: matching.filter((member) => member.isOnline).length,
    managerTimeZone: 'Asia/Tokyo',
    workedTodaySeconds: sum('today'),
    workedThisWeekSeconds: sum('week'),
    workedThisMonthSeconds: sum('month'),
    period,
    members: matching.slice((page - 1) * size, page * size),
    pagination: {
      page,
      per_Page: size,
      total_Items: matching.length,
      total_Pages: Math.ceil(matching.length / size),
    },
    me: ada,
    asOf: '2026-03-10T20:00:00.000Z',
  };
}

/** The team's projects and apps over the asked days. */
export function scopeOf(url: URL): ScopeDashboard {
  const project = (n: number, name: string, colorCode: string) => ({ id: id(50 + n), name, colorCode });
  return {
    fromDate: url.searchParams.get('fromDate') ?? '',
    toDate: url.searchParams.get('toDate') ?? '',
    dayBasis: 'memberLocalDay',
    totals: {
      workedSeconds: 36_000,
      trackedSeconds: 30_000,
      activeSeconds: 21_000,
      offlineSeconds: 0,
      activityPercent: 70,
    },
    memberCount: 2,
    projects: [
      { project: project(1, 'Website', '#228be6'), seconds: 27_000, percent: 75 },
      { project: project(2, 'Mobile app', '#40c057'), seconds: 9000, percent: 25 },
    ],
    apps: [{ id: id(70), kind: 'app', name: 'Code', seconds: 18_000, percent: 60 }],
    otherApps: { seconds: 12_000, percent: 40 },
  };
}
