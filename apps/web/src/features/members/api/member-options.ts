import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  memberEndpoints,
  type PositionPagedList,
  paging,
  profileEndpoints,
  structureEndpoints,
} from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { type PickerPageRequest, pickerPageQueryOptions, usePickerPage } from '../../../shared/search/search-page.ts';

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

export const getCountries = () => api(profileEndpoints.countries);
export const getTimeZones = () => api(profileEndpoints.timeZones);

const long = { staleTime: 5 * 60_000 };

export const useDepartments = () =>
  useQuery(queryOptions({ queryKey: [...optionsKey, 'departments'], queryFn: getDepartments }));
export const usePositions = () =>
  useQuery(queryOptions({ queryKey: [...optionsKey, 'positions'], queryFn: getAllPositions }));

export const useCountries = () => useQuery({ queryKey: [...optionsKey, 'countries'], queryFn: getCountries, ...long });
export const useTimeZones = () => useQuery({ queryKey: [...optionsKey, 'time-zones'], queryFn: getTimeZones, ...long });

/**
 * The member editor's project picker: the first open projects whose name holds `search` (all when empty), by name,
 * and whether more match; never every project of the organisation.
 */
export const projectOptionsPageQueryOptions = (search: string) =>
  pickerPageQueryOptions([...optionsKey, 'projects'], search, (query) =>
    api(memberEndpoints.projectOptions, { query }),
  );

/** The page for what is typed, asked for only once `enabled` (the field was opened). */
export const useProjectOptionsPage = ({ search, enabled }: PickerPageRequest) =>
  usePickerPage(projectOptionsPageQueryOptions(search), enabled);
