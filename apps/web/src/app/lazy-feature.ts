import type { ComponentType, LazyExoticComponent } from 'react';
import { type DictionaryName, loadDictionaries } from '../shared/i18n/i18n.ts';
import { lazyNamed } from '../shared/ui/lazy-named.ts';

/**
 * The dictionaries each feature's screens read beyond the first screen's (locales/en.json), by feature folder.
 * lazy-feature.test.ts checks them against the keys each screen's files use.
 */
export const featureDictionaries = {
  auth: ['account', 'auth'],
  customers: ['customers'],
  dashboard: ['dashboard'],
  device: ['device'],
  'feature-settings': ['featureSettings'],
  host: ['host', 'support'],
  imports: ['imports'],
  invitations: ['invitations'],
  members: ['members'],
  organization: ['organization'],
  profile: ['profile', 'settings'],
  projects: ['projects'],
  reports: ['reports'],
  structure: ['structure'],
  support: ['support'],
  tasks: ['tasks', 'taskLists'],
  teams: ['teams'],
  timeline: ['timeline'],
  timer: ['timer'],
  'tracker-connect': ['tracker'],
} as const satisfies Record<string, readonly DictionaryName[]>;

export type Feature = keyof typeof featureDictionaries;

/**
 * A feature's component in its own chunk, fetched together with the feature's dictionaries: it renders (its
 * Suspense fallback shows until then) only once its texts are there, never as raw keys.
 */
export function lazyFeature<Module, Name extends keyof Module>(
  feature: Feature,
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name] & ComponentType> {
  return lazyNamed(async () => {
    const [module] = await Promise.all([load(), loadDictionaries(featureDictionaries[feature])]);
    return module;
  }, name);
}
