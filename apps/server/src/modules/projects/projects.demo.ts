import type { ProjectStatus } from '@worktrail/contract';
import { findCustomersByNames, insertCustomers } from '../customers/customers.repository.ts';
import type { DemoStep } from '../demo/demo-steps.ts';
import { addProjectMembers, insertProjects } from './projects.repository.ts';

const day = 24 * 60 * 60 * 1000;

/** The demo customers projects go to; created here if the customers step has not made them. */
const customerNames = ['Northwind Traders', 'Contoso Ltd', 'Fabrikam Inc'] as const;

type DemoProject = {
  name: string;
  customer: (typeof customerNames)[number];
  status: ProjectStatus;
  colorCode: string;
  maxWorkingHours: number;
  startedDaysAgo: number;
  lastsDays?: number;
  description: string;
  emails: string[];
};

const everyone = ['owner@demo.example', 'manager@demo.example', 'employee@demo.example', 'employee2@demo.example'];

const demoProjects: DemoProject[] = [
  {
    name: 'Warehouse dashboard',
    customer: 'Northwind Traders',
    status: 'active',
    colorCode: '#2E90FA',
    maxWorkingHours: 320,
    startedDaysAgo: 100,
    description: 'Stock levels and order flow for the operations team.',
    emails: everyone,
  },
  {
    name: 'Monthly reporting',
    customer: 'Northwind Traders',
    status: 'opened',
    colorCode: '#12B76A',
    maxWorkingHours: 40,
    startedDaysAgo: 60,
    description: 'Recurring sales and stock reports.',
    emails: ['manager@demo.example', 'employee@demo.example'],
  },
  {
    name: 'Website relaunch',
    customer: 'Contoso Ltd',
    status: 'active',
    colorCode: '#F79009',
    maxWorkingHours: 480,
    startedDaysAgo: 85,
    lastsDays: 150,
    description: 'New design, content migration and hosting move.',
    emails: ['owner@demo.example', 'employee@demo.example', 'employee2@demo.example'],
  },
  {
    name: 'Support retainer',
    customer: 'Contoso Ltd',
    status: 'active',
    colorCode: '#98A2B3',
    maxWorkingHours: 0,
    startedDaysAgo: 80,
    description: 'Bug fixes and small changes after the relaunch.',
    emails: ['employee2@demo.example'],
  },
  {
    name: 'Field app',
    customer: 'Fabrikam Inc',
    status: 'pending',
    colorCode: '#7A5AF8',
    maxWorkingHours: 600,
    startedDaysAgo: 40,
    lastsDays: 180,
    description: 'Offline-first mobile app for field staff.',
    emails: ['manager@demo.example'],
  },
  {
    name: 'Discovery workshop',
    customer: 'Fabrikam Inc',
    status: 'done',
    colorCode: '#F04438',
    maxWorkingHours: 16,
    startedDaysAgo: 44,
    lastsDays: 3,
    description: 'Two-day workshop to scope the field app.',
    emails: ['owner@demo.example', 'manager@demo.example'],
  },
];

const dateOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Six projects of three demo customers in several states, with members, so the projects screen has data. */
export const seedDemoProjects: DemoStep = async ({ tx, tenantId, memberIds, now }) => {
  const found = await findCustomersByNames({ tx, tenantId, names: customerNames });
  const absent = customerNames.filter((name) => !found.some((customer) => customer.name === name));
  if (absent.length > 0) await insertCustomers({ tx, tenantId, customers: absent.map((name) => ({ name })) });
  const customers = await findCustomersByNames({ tx, tenantId, names: customerNames });
  const customerId = (name: string) => customers.find((customer) => customer.name === name)?.id ?? '';
  for (const [index, project] of demoProjects.entries()) {
    const start = now.getTime() - project.startedDaysAgo * day;
    const [created] = await insertProjects({
      tx,
      tenantId,
      projects: [
        {
          customerId: customerId(project.customer),
          name: project.name,
          description: project.description,
          status: project.status,
          colorCode: project.colorCode,
          maxWorkingHours: project.maxWorkingHours,
          startDate: dateOf(start),
          endDate: project.lastsDays ? dateOf(start + project.lastsDays * day) : null,
          // Created in list order, a minute apart, so "newest first" is stable.
          createdAt: new Date(now.getTime() - (demoProjects.length - index) * 60_000),
        },
      ],
    });
    if (!created) throw new Error(`demo project ${project.name} was not inserted`);
    const ids = project.emails.flatMap((email) => memberIds[email] ?? []);
    await addProjectMembers({ tx, tenantId, projectId: created.id, memberIds: ids });
  }
};
