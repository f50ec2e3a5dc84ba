import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/client.ts';
import { inTenant } from '../src/db/transactions.ts';
import { findMemberByUserId } from '../src/modules/members/members.repository.ts';
import { canarySteps } from './canary-steps.ts';
import { seedOrganisations } from './test-app.ts';

/**
 * Two organisations whose every record carries a recognisable canary string. Later issues add
 * their records here (projects, time, screenshots…) so the access matrix checks them too.
 */
export async function seedCanaries({ db }: { db: Db }) {
  const tag = randomBytes(3).toString('hex');
  const victim = {
    organisation: `Canary Victim ${tag}`,
    owner: `canary-victim-owner-${tag}@victim.test`,
    manager: `canary-victim-manager-${tag}@victim.test`,
    /** The member whose data the manager (not assigned) and the peer employee must never see. */
    private: `canary-victim-private-${tag}@victim.test`,
    peer: `canary-victim-peer-${tag}@victim.test`,
  };
  const attacker = { organisation: `Canary Attacker ${tag}`, owner: `canary-attacker-owner-${tag}@attacker.test` };
  const seeded = await seedOrganisations({
    db,
    organisations: [
      {
        name: victim.organisation,
        members: [
          { email: victim.owner, role: 'owner' },
          { email: victim.manager, role: 'manager' },
          { email: victim.private, role: 'employee' },
          { email: victim.peer, role: 'employee' },
        ],
      },
      { name: attacker.organisation, members: [{ email: attacker.owner, role: 'owner' }] },
    ],
  });
  const victimOrg = seeded[victim.organisation] ?? { tenantId: '', users: {} };
  const { tenantId } = victimOrg;
  await inTenant({ db, tenantId }, async (tx) => {
    const memberOf = async (email: string) =>
      (await findMemberByUserId({ tx, tenantId, userId: victimOrg.users[email] ?? '' }))?.id ?? '';
    const memberIds = {
      owner: await memberOf(victim.owner),
      manager: await memberOf(victim.manager),
      private: await memberOf(victim.private),
      peer: await memberOf(victim.peer),
    };
    for (const step of canarySteps)
      await step({ tx, tenantId, memberIds, canary: `canary-victim-${tag}`, privateCanary: victim.private });
  });
  return {
    victim,
    attacker,
    victimOrg,
    attackerOrg: seeded[attacker.organisation] ?? { tenantId: '', users: {} },
    /** Strings from the victim organisation that no other organisation may ever receive. */
    victimCanaries: [victim.organisation, `canary-victim-`],
    /** Strings of the private member that neither the unassigned manager nor the peer may receive. */
    privateCanaries: [victim.private],
  };
}
