import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country, TimeZoneOption } from '@worktrail/contract';
import { apiClient } from '../../../shared/api/api-client.ts';
import { profileKey } from './get-profile.ts';

/** The country list of the profile form (§7 GetCountries). */
export const getCountries = () => apiClient.request<Country[]>('/v1/Profile/GetCountries');
/** IANA zones with their offsets now (§7 GetTimeZones). */
export const getTimeZones = () => apiClient.request<TimeZoneOption[]>('/v1/Profile/GetTimeZones');

export const countriesQueryOptions = () =>
  queryOptions({ queryKey: [...profileKey, 'countries'], queryFn: getCountries, staleTime: Number.POSITIVE_INFINITY });
export const timeZonesQueryOptions = () =>
  queryOptions({ queryKey: [...profileKey, 'time-zones'], queryFn: getTimeZones, staleTime: 60 * 60 * 1000 });

export const useCountries = () => useQuery(countriesQueryOptions());
export const useTimeZones = () => useQuery(timeZonesQueryOptions());
