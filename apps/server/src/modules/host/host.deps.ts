import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { BlobStore } from '../files/blob-store.ts';

/** What the console's services need: the database, the clock, the blob store and the public address for links. */
export type HostDeps = { db: Db; clock: Clock; blobs: BlobStore; publicUrl: string };
