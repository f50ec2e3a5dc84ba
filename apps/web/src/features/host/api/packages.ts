import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type EndpointResult, hostPackageEndpoints, type PackageRequest } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { hostKey } from './get-host.ts';

const packagesKey = [...hostKey, 'packages'] as const;

/** A package as the console edits it: offered or not, in order, with how many organisations are on it. */
export type HostPackage = EndpointResult<typeof hostPackageEndpoints.create>;

/** Every package, offered or not, in order, with how many organisations are on each. */
export const getHostPackages = () => api(hostPackageEndpoints.list);

export const useHostPackages = () => useQuery({ queryKey: packagesKey, queryFn: getHostPackages });

type SavePackageInput = { id: string | null; fields: PackageRequest };

/** Defines a package (no id) or changes one. */
export const savePackage = ({ id, fields }: SavePackageInput) =>
  id === null
    ? api(hostPackageEndpoints.create, { body: fields })
    : api(hostPackageEndpoints.update, { query: { id }, body: fields });

export function useSavePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePackage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: packagesKey }),
  });
}
