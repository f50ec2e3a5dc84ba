import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileEndpoints } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { profileKey } from './get-profile.ts';

/** The country list of the profile form (§7 GetCountries). */
export const getCountries = () => api(profileEndpoints.countries);
/** IANA zones with their offsets now (§7 GetTimeZones). */
export const getTimeZones = () => api(profileEndpoints.timeZones);

export const countriesQueryOptions = () =>
  queryOptions({ queryKey: [...profileKey, 'countries'], queryFn: getCountries, staleTime: Number.POSITIVE_INFINITY });
export const timeZonesQueryOptions = () =>
  queryOptions({ queryKey: [...profileKey, 'time-zones'], queryFn: getTimeZones, staleTime: 60 * 60 * 1000 });

export const useCountries = () => useQuery(countriesQueryOptions());
export const useTimeZones = () => useQuery(timeZonesQueryOptions());
