import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { BlobStore } from '../files/blob-store.ts';

/** What the timeline's calls are given. */
export type TimelineDeps = { db: Db; clock: Clock; blobs: BlobStore };
