import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  memberEndpoints,
  type PositionPagedList,
  paging,
  profileEndpoints,
  structureEndpoints,
} from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';

/** The choices of the member editor and the department filter. */
const optionsKey = ['member-options'] as const;

/** Every department by name (§7 GetDepartmentList). */
export const getDepartments = () => api(structureEndpoints.departmentList);

/** Every position by name, page after page (§7 GetPagedList, at most 100 a page). */
export async function getAllPositions(): Promise<PositionPagedList['items']> {
  const size = paging.maxPageSize;
  const all: PositionPagedList['items'] = [];
  for (let page = 1; ; page += 1) {
    const result = await api(structureEndpoints.positionList, { query: { pageNo: page, pageCount: size } });
    all.push(...result.items);
    if (result.items.length < size || all.length >= result.totalCount) return all;
  }
}

export const getProjectOptions = () => api(memberEndpoints.projectOptions);
export const getCountries = () => api(profileEndpoints.countries);
export const getTimeZones = () => api(profileEndpoints.timeZones);

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
