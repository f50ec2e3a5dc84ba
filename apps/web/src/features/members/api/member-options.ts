import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  Country,
  DepartmentList,
  MemberProjectOptions,
  PositionPagedList,
  TimeZoneOption,
} from '@worktrail/contract';
import { paging } from '@worktrail/contract';
import { apiClient } from '../../../shared/api/api-client.ts';

/** The choices of the member editor and the department filter. */
const optionsKey = ['member-options'] as const;

/** Every department by name (§7 GetDepartmentList). */
export const getDepartments = () => apiClient.request<DepartmentList>('/api/v1/Department/GetDepartmentList');

/** Every position by name, page after page (§7 GetPagedList, at most 100 a page). */
export async function getAllPositions(): Promise<PositionPagedList['items']> {
  const size = paging.maxPageSize;
  const all: PositionPagedList['items'] = [];
  for (let page = 1; ; page += 1) {
    const result = await apiClient.request<PositionPagedList>('/api/v1/Position/GetPagedList', {
      query: { pageNo: page, pageCount: size },
    });
    all.push(...result.items);
    if (result.items.length < size || all.length >= result.totalCount) return all;
  }
}

export const getProjectOptions = () =>
  apiClient.request<MemberProjectOptions>('/api/v1/Member/GetMemberProjectOptions');
export const getCountries = () => apiClient.request<Country[]>('/v1/Profile/GetCountries');
export const getTimeZones = () => apiClient.request<TimeZoneOption[]>('/v1/Profile/GetTimeZones');

const long = { staleTime: 5 * 60_000 };

export const useDepartments = () =>
  useQuery(queryOptions({ queryKey: [...optionsKey, 'departments'], queryFn: getDepartments }));
export const usePositions = () =>
  useQuery(queryOptions({ queryKey: [...optionsKey, 'positions'], queryFn: getAllPositions }));
/** Open projects; only asked for by those who manage members. */
export const useProjectOptions = (enabled: boolean) =>
  useQuery({ queryKey: [...optionsKey, 'projects'], queryFn: getProjectOptions, enabled });
export const useCountries = () => useQuery({ queryKey: [...optionsKey, 'countries'], queryFn: getCountries, ...long });
export const useTimeZones = () => useQuery({ queryKey: [...optionsKey, 'time-zones'], queryFn: getTimeZones, ...long });
