import { dateLimits } from '@worktrail/contract';

/** The first and last dates the server accepts, for every date picker (`minDate`, `maxDate`). */
export const acceptedDateBounds = {
  minDate: `${dateLimits.minYear}-01-01`,
  maxDate: `${dateLimits.maxYear}-12-31`,
} as const;
