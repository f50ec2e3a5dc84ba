import type { Tx } from '../../db/client.ts';
import type { BlobStore } from '../files/blob-store.ts';

// Only the shape of a step lives here: the domains' `*.demo.ts` files import it, and `demo.seed.ts` imports
// them, so nothing imports back the file that lists the steps.

/**
 * What a domain's demo step is given: the demo organisation, its members by e-mail, the seeding time, and the blob
 * store when files are to be seeded too.
 */
export type DemoContext = {
  tx: Tx;
  tenantId: string;
  memberIds: Record<string, string>;
  now: Date;
  blobs?: BlobStore | undefined;
};

/** A domain's part of the demo organisation, run in the seed's one transaction. */
export type DemoStep = (context: DemoContext) => Promise<void>;
