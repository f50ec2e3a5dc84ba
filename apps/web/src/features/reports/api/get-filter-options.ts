import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerEndpoints, permissions, projectEndpoints, structureEndpoints } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { usePermission } from '../../../shared/permissions/use-permission.ts';

const optionsKey = ['report-filters'] as const;

/** GET Department/GetDepartmentList (§7): every department, for the department filter. */
export const departmentOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...optionsKey, 'departments'],
    queryFn: () => api(structureEndpoints.departmentList),
    staleTime: 60_000,
  });

/** GET Project/GetActiveProjects: the organisation's active projects, for the project filter. */
export const projectOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...optionsKey, 'projects'],
    queryFn: () => api(projectEndpoints.active, { query: {} }),
    staleTime: 60_000,
  });

/** GET Customer/GetActiveCustomer: the organisation's active customers, for the customer filter. */
export const customerOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...optionsKey, 'customers'],
    queryFn: () => api(customerEndpoints.active),
    staleTime: 60_000,
  });

/**
 * The choices of the department, project and customer filters, each asked for only by someone who may read that
 * list; `null` for a filter the viewer cannot use.
 */
export function useFilterOptions() {
  const mayReadMembers = usePermission(permissions.members.read);
  const mayReadProjects = usePermission(permissions.projects.read);
  const mayReadCustomers = usePermission(permissions.customers.read);
  const departments = useQuery({ ...departmentOptionsQueryOptions(), enabled: mayReadMembers });
  const projects = useQuery({ ...projectOptionsQueryOptions(), enabled: mayReadProjects });
  const customers = useQuery({ ...customerOptionsQueryOptions(), enabled: mayReadCustomers });
  return {
    departments: mayReadMembers ? departments : null,
    projects: mayReadProjects ? projects : null,
    customers: mayReadCustomers ? customers : null,
  };
}
