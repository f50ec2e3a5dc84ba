// What applies to a member moved to its own module, so time can read it while settings rewrites time's rollups
// without a cycle. Kept for the modules that still import it from here (dashboard, screenshots).
export {
  type EffectiveSettings,
  effectiveSettings,
  memberTimeZone,
  organisationTimeZone,
} from '../effective-settings/effective-settings.ts';
