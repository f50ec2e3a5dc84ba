import type Provider from 'oidc-provider';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { BlobStore } from '../modules/files/blob-store.ts';
import type { Throttle } from '../modules/identity/throttle.ts';

/** What every domain's route plugin is given. */
export type ModuleOptions = {
  config: Config;
  db: Db;
  clock: Clock;
  provider: Provider;
  throttle: Throttle;
  blobs: BlobStore;
};
