import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { Throttle } from '../identity/throttle.ts';

/** What the accounts services need from the app. */
export type AccountsDeps = { db: Db; clock: Clock; publicUrl: string; throttle: Throttle };
