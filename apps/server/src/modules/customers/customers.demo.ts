import type { DemoStep } from '../demo/demo-steps.ts';
import { insertCustomers } from './customers.repository.ts';

/** The demo organisation's customers by name; the projects demo step attaches projects to them. */
export const demoCustomerNames = {
  northwind: 'Northwind Traders',
  contoso: 'Contoso Ltd',
  fabrikam: 'Fabrikam Inc',
  tailspin: 'Tailspin Toys',
} as const;

const day = 24 * 60 * 60 * 1000;

/** Four customers of the demo organisation, joined over the last months; one is no longer active. */
export const seedDemoCustomers: DemoStep = async ({ tx, tenantId, now }) => {
  const joined = (daysAgo: number) => new Date(now.getTime() - daysAgo * day);
  await insertCustomers({
    tx,
    tenantId,
    customers: [
      {
        name: demoCustomerNames.northwind,
        note: 'Wholesale food distributor; monthly retainer.',
        createdAt: joined(120),
      },
      { name: demoCustomerNames.contoso, note: 'Website relaunch and support.', createdAt: joined(90) },
      { name: demoCustomerNames.fabrikam, note: 'Mobile app for field staff.', createdAt: joined(45) },
      {
        name: demoCustomerNames.tailspin,
        note: 'Seasonal campaign, finished last year.',
        status: 'inactive',
        createdAt: joined(200),
      },
    ],
  });
};
