import { and, eq } from 'drizzle-orm';
import { uuidv7 } from '../../db/ids.ts';
import { managerMembers } from '../access/manager-members.table.ts';
import type { DemoStep } from '../demo/demo-steps.ts';
import { departments } from '../departments/departments.table.ts';
import { positions } from '../positions/positions.table.ts';
import { members } from './members.table.ts';

const demoDepartments = ['Engineering', 'Design', 'Sales', 'Management'] as const;
const demoPositions = ['Chief executive', 'Team lead', 'Software developer', 'Product designer', 'Account manager'];

/** Who is where in the demo organisation, by e-mail. */
const placements: Record<
  string,
  { department: string; position: string; rate: string; zone: string; country: string }
> = {
  'owner@demo.example': {
    department: 'Management',
    position: 'Chief executive',
    rate: '95.00',
    zone: 'Europe/London',
    country: 'GB',
  },
  'manager@demo.example': {
    department: 'Engineering',
    position: 'Team lead',
    rate: '70.00',
    zone: 'Europe/Berlin',
    country: 'DE',
  },
  'employee@demo.example': {
    department: 'Engineering',
    position: 'Software developer',
    rate: '55.00',
    zone: 'Europe/Berlin',
    country: 'DE',
  },
  'employee2@demo.example': {
    department: 'Design',
    position: 'Product designer',
    rate: '50.00',
    zone: 'America/New_York',
    country: 'US',
  },
};

/** Who the demo manager looks after (their data scope): Emma; Ethan is left for the teams journey to add. */
const demoManaged = { manager: 'manager@demo.example', members: ['employee@demo.example'] };

/** Demo Co's departments and positions, each demo member's place, rate and time zone, and the manager's member. */
export const seedDemoPeople: DemoStep = async ({ tx, tenantId, memberIds }) => {
  const departmentIds = new Map<string, string>();
  for (const name of demoDepartments) {
    const id = uuidv7();
    departmentIds.set(name, id);
    await tx.insert(departments).values({ tenantId, id, name });
  }
  const positionIds = new Map<string, string>();
  for (const name of demoPositions) {
    const id = uuidv7();
    positionIds.set(name, id);
    await tx.insert(positions).values({ tenantId, id, name });
  }
  for (const [email, place] of Object.entries(placements)) {
    const memberId = memberIds[email];
    if (!memberId) continue;
    await tx
      .update(members)
      .set({
        departmentId: departmentIds.get(place.department) ?? null,
        positionId: positionIds.get(place.position) ?? null,
        hourlyRate: place.rate,
        currency: 'EUR',
        timeZone: place.zone,
        country: place.country,
        concurrencyStamp: uuidv7(),
      })
      .where(and(eq(members.tenantId, tenantId), eq(members.id, memberId)));
  }
  const managerMemberId = memberIds[demoManaged.manager];
  for (const email of demoManaged.members) {
    const memberId = memberIds[email];
    if (managerMemberId && memberId) await tx.insert(managerMembers).values({ tenantId, managerMemberId, memberId });
  }
};
