import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Department, DepartmentList, Position, PositionPagedList } from '@worktrail/contract';
import { apiClient } from '../../../shared/api/api-client.ts';

/** Every structure query starts with this key; creating or deleting reloads them. */
export const structureKey = ['structure'] as const;
/** The members screen keeps its own copy of these lists for its selects; a change reloads it too. */
const memberOptionsKey = ['member-options'] as const;

export const getDepartments = () => apiClient.request<DepartmentList>('/api/v1/Department/GetDepartmentList');

export const getPositions = ({ page, size }: { page: number; size: number }) =>
  apiClient.request<PositionPagedList>('/api/v1/Position/GetPagedList', { query: { pageNo: page, pageCount: size } });

export const createDepartment = (name: string) =>
  apiClient.request<Department>('/api/v1/Department/Create', { method: 'POST', query: { DepartmentName: name } });

export const deleteDepartment = (id: string) =>
  apiClient.request<{ id: string }>('/api/v1/Department/Delete', { method: 'DELETE', query: { Id: id } });

export const createPosition = (name: string) =>
  apiClient.request<Position>('/api/v1/Position/Create', { method: 'POST', query: { positionName: name } });

export const deletePosition = (id: string) =>
  apiClient.request<{ id: string }>('/api/v1/Position/Delete', { method: 'DELETE', query: { id } });

export const useDepartmentList = () =>
  useQuery({ queryKey: [...structureKey, 'departments'], queryFn: getDepartments });

export const usePositionPage = (params: { page: number; size: number }) =>
  useQuery({
    queryKey: [...structureKey, 'positions', params],
    queryFn: () => getPositions(params),
    placeholderData: keepPreviousData,
  });

/** A create or delete; the structure lists and the members screen's choices reload afterwards. */
export function useStructureMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: structureKey });
      await queryClient.invalidateQueries({ queryKey: memberOptionsKey });
    },
  });
}
