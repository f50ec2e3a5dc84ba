import type { ProjectListItem } from '@worktrail/contract';

/** Project `index` (1 to 9) of Contoso as the projects list shows it: active, without members, teams or time. */
export const projectItem = (index: number, overrides: Partial<ProjectListItem> = {}): ProjectListItem => ({
  id: `0190f5f0-0000-7000-8000-00000000000${index}`,
  name: `Project ${index}`,
  customerId: '0190f5f0-0000-7000-8000-0000000000c1',
  customerName: 'Contoso',
  description: '',
  note: '',
  maxWorkingHours: 0,
  status: 'active',
  colorCode: '#98A2B3',
  startDate: '2025-03-01',
  endDate: '2025-06-30',
  members: [],
  teams: [],
  taskCount: 0,
  timeConsumedSeconds: 0,
  lastActivityAt: null,
  concurrencyStamp: `0190f5f0-0000-7000-8000-00000000010${index}`,
  createdAt: '2025-03-01T09:00:00.000Z',
  ...overrides,
});
