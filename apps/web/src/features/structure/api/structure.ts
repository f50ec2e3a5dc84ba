import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { structureEndpoints } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';

/** Every structure query starts with this key; creating or deleting reloads them. */
export const structureKey = ['structure'] as const;
/** The members screen keeps its own copy of these lists for its selects; a change reloads it too. */
const memberOptionsKey = ['member-options'] as const;

export const getDepartments = () => api(structureEndpoints.departmentList);

export const getPositions = ({ page, size }: { page: number; size: number }) =>
  api(structureEndpoints.positionList, { query: { pageNo: page, pageCount: size } });

export const createDepartment = (name: string) =>
  api(structureEndpoints.createDepartment, { query: { DepartmentName: name } });

export const deleteDepartment = (id: string) => api(structureEndpoints.deleteDepartment, { query: { Id: id } });

export const createPosition = (name: string) =>
  api(structureEndpoints.createPosition, { query: { positionName: name } });

export const deletePosition = (id: string) => api(structureEndpoints.deletePosition, { query: { id } });

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
