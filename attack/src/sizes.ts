import type { FuzzSize } from './fuzz/fuzz.part.ts';
import type { IngestionSize } from './ingestion/ingestion.part.ts';
import type { LockoutSize } from './lockout.part.ts';
import type { UploadsSize } from './uploads/uploads.part.ts';

type Size = { fuzz: FuzzSize; uploads: UploadsSize; lockout: LockoutSize; ingestion: IngestionSize };

/** The default fits CI (about three minutes on two cores with PGlite); full is ATTACK_SIZE=full. */
export const sizes: { default: Size; full: Size } = {
  default: {
    fuzz: { requests: 3000, budgetMs: 60_000, concurrency: 4, timeoutMs: 5000, maxRestarts: 6 },
    uploads: { growthBoundMb: 150 },
    lockout: { attempts: 25 },
    ingestion: { kills: 3, entriesPerAgent: 4, slotsPerBatch: 6, budgetMs: 90_000 },
  },
  full: {
    fuzz: { requests: 20_000, budgetMs: 30 * 60_000, concurrency: 4, timeoutMs: 5000, maxRestarts: 30 },
    uploads: { growthBoundMb: 150 },
    lockout: { attempts: 200 },
    ingestion: { kills: 12, entriesPerAgent: 12, slotsPerBatch: 6, budgetMs: 10 * 60_000 },
  },
};
