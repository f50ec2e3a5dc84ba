import type { TaskPriority, WorkspacePermission } from '@worktrail/contract';
import type { DemoStep } from '../demo/demo-steps.ts';
import { findProjectsByNames } from '../projects/projects.repository.ts';
import { memberSettings } from '../settings/settings.table.ts';
import { insertBoard, listGroupRows } from './boards.repository.ts';
import { insertComment } from './comments.repository.ts';
import { insertTask } from './tasks.repository.ts';
import { insertWorkspace, replaceWorkspaceMembers } from './workspaces.repository.ts';

const day = 24 * 60 * 60 * 1000;
const owner = 'owner@demo.example';
const manager = 'manager@demo.example';
const employee = 'employee@demo.example';
const employee2 = 'employee2@demo.example';

type DemoTask = {
  name: string;
  status: string;
  project: string;
  assignee: string;
  /** Due this many days from the seeding day; negative: in the past. */
  dueIn: number;
  priority: TaskPriority;
  description?: string;
};

const sprint: DemoTask[] = [
  {
    name: 'Stock level chart',
    status: 'To do',
    project: 'Warehouse dashboard',
    assignee: employee,
    dueIn: 6,
    priority: 'medium',
  },
  {
    name: 'Order flow API',
    status: 'In progress',
    project: 'Warehouse dashboard',
    assignee: employee2,
    dueIn: 2,
    priority: 'high',
  },
  {
    name: 'Low-stock alerts',
    status: 'To do',
    project: 'Warehouse dashboard',
    assignee: employee,
    dueIn: -2,
    priority: 'urgent',
    description: 'Alert the **operations team** when an item falls below its minimum.\n\n- e-mail\n- dashboard badge',
  },
  {
    name: 'March sales report',
    status: 'Review',
    project: 'Monthly reporting',
    assignee: manager,
    dueIn: -1,
    priority: 'high',
  },
  {
    name: 'Report template cleanup',
    status: 'Done',
    project: 'Monthly reporting',
    assignee: employee,
    dueIn: -5,
    priority: 'low',
  },
  {
    name: 'Homepage design',
    status: 'In progress',
    project: 'Website relaunch',
    assignee: employee2,
    dueIn: 4,
    priority: 'medium',
  },
  {
    name: 'Content migration',
    status: 'To do',
    project: 'Website relaunch',
    assignee: employee,
    dueIn: 10,
    priority: 'medium',
  },
  {
    name: 'DNS and hosting move',
    status: 'To do',
    project: 'Website relaunch',
    assignee: owner,
    dueIn: -3,
    priority: 'high',
  },
  {
    name: 'Contact form bug',
    status: 'Done',
    project: 'Support retainer',
    assignee: employee2,
    dueIn: -4,
    priority: 'urgent',
  },
  {
    name: 'Cookie banner text',
    status: 'Review',
    project: 'Support retainer',
    assignee: employee2,
    dueIn: 1,
    priority: 'low',
  },
  {
    name: 'Accessibility pass',
    status: 'To do',
    project: 'Website relaunch',
    assignee: manager,
    dueIn: 14,
    priority: 'medium',
  },
  {
    name: 'Warehouse user guide',
    status: 'To do',
    project: 'Warehouse dashboard',
    assignee: owner,
    dueIn: 20,
    priority: 'low',
  },
];

const leadership: DemoTask[] = [
  {
    name: 'Hire a second designer',
    status: 'To do',
    project: 'Website relaunch',
    assignee: owner,
    dueIn: 12,
    priority: 'high',
  },
  {
    name: 'Field app budget',
    status: 'To do',
    project: 'Warehouse dashboard',
    assignee: manager,
    dueIn: -1,
    priority: 'medium',
  },
];

/**
 * The tasks area of the demo: a public workspace "Product" (the owner manages it, everyone else edits) whose board
 * "Sprint" holds a dozen tasks on the demo projects, some overdue, two with comments; and a private "Leadership"
 * workspace only the owner and the manager see. Emma may add tasks (her own Add_Edit_Tasks), Ethan may only move them.
 */
export const seedDemoTasks: DemoStep = async ({ tx, tenantId, memberIds, now }) => {
  const projects = await findProjectsByNames({
    tx,
    tenantId,
    names: [...sprint, ...leadership].map((task) => task.project),
  });
  const projectId = (name: string) => projects.find((project) => project.name === name)?.id ?? '';
  const member = (email: string) => memberIds[email] ?? '';
  const dateIn = (days: number) => new Date(now.getTime() + days * day).toISOString().slice(0, 10);

  const seedWorkspace = async ({
    name,
    visibility,
    members,
    board,
    statuses,
    items,
  }: {
    name: string;
    visibility: 'public' | 'private';
    members: Record<string, WorkspacePermission>;
    board: string;
    statuses: Array<{ name: string; isDone: boolean }>;
    items: DemoTask[];
  }) => {
    const workspaceId = await insertWorkspace({ tx, tenantId, name, visibility, createdBy: member(owner), now });
    const list = Object.entries(members).map(([email, permission]) => ({ memberId: member(email), permission }));
    await replaceWorkspaceMembers({ tx, tenantId, workspaceId, members: list });
    const boardId = await insertBoard({ tx, tenantId, workspaceId, name: board, groups: statuses, now });
    const groups = await listGroupRows({ tx, tenantId, boardIds: [boardId] });
    const taskIds: Record<string, string> = {};
    for (const [position, task] of items.entries()) {
      taskIds[task.name] = await insertTask({
        tx,
        tenantId,
        boardId,
        groupId: groups.find((group) => group.name === task.status)?.id ?? '',
        position,
        fields: {
          name: task.name,
          description: task.description ?? '',
          assigneeId: member(task.assignee),
          dueDate: dateIn(task.dueIn),
          projectId: projectId(task.project),
          priority: task.priority,
        },
        createdBy: member(owner),
        now: new Date(now.getTime() - (items.length - position) * 60_000),
      });
    }
    return taskIds;
  };

  const columns = ['To do', 'In progress', 'Review', 'Done'].map((name) => ({ name, isDone: name === 'Done' }));
  const product = await seedWorkspace({
    name: 'Product',
    visibility: 'public',
    members: { [owner]: 'manage', [manager]: 'edit', [employee]: 'edit', [employee2]: 'edit' },
    board: 'Sprint',
    statuses: columns,
    items: sprint,
  });
  await seedWorkspace({
    name: 'Leadership',
    visibility: 'private',
    members: { [owner]: 'manage', [manager]: 'manage' },
    board: 'Planning',
    statuses: [
      { name: 'To do', isDone: false },
      { name: 'Done', isDone: true },
    ],
    items: leadership,
  });

  const comment = (taskName: string, author: string, body: string, mentioned: string[], minutesAgo: number) =>
    insertComment({
      tx,
      tenantId,
      taskId: product[taskName] ?? '',
      authorId: member(author),
      body,
      mentionedIds: mentioned.map(member),
      now: new Date(now.getTime() - minutesAgo * 60_000),
    });
  await comment('Low-stock alerts', manager, '@Emma Employee the thresholds are in the shared sheet.', [employee], 90);
  await comment('March sales report', owner, 'Looks good — please add the regional split.', [], 30);

  await tx.insert(memberSettings).values({ tenantId, memberId: member(employee), key: 'Add_Edit_Tasks', value: true });
};
