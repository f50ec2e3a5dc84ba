import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ProjectStatus, projectEndpoints } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { projectsKey } from './get-projects.ts';

/** What the project form sends, in the update call's names; dates are date-only or null. */
export type ProjectFields = {
  projectName: string;
  customerId: string;
  description: string;
  maxWorkingHours: number;
  startDate: string | null;
  endDate: string | null;
  status: ProjectStatus;
  colorCode: string;
};

/** Adds a project with the §3 payload names. */
export function createProject(fields: ProjectFields) {
  return api(projectEndpoints.create, {
    body: {
      ProjectName: fields.projectName,
      Description: fields.description,
      CustomerId: fields.customerId,
      StartDate: fields.startDate,
      EndDate: fields.endDate,
      MaxWorkingHours: fields.maxWorkingHours,
      Status: fields.status,
      ColorCode: fields.colorCode,
    },
  });
}

/** Changes a project; "no date" goes as the §9 placeholder, a stale stamp is refused with CONCURRENCY_ERROR. */
export function updateProject({
  id,
  concurrencyStamp,
  ...fields
}: ProjectFields & { id: string; concurrencyStamp: string }) {
  return api(projectEndpoints.update, {
    query: { id },
    body: {
      ...fields,
      startDate: fields.startDate ?? '0001-01-01',
      endDate: fields.endDate ?? '0001-01-01',
      concurrencyStamp,
    },
  });
}

/** Archives a project read at `concurrencyStamp`. */
export function archiveProject({ id, concurrencyStamp }: { id: string; concurrencyStamp: string }) {
  return api(projectEndpoints.archive, { query: { id }, body: { concurrencyStamp } });
}

/** Copies a project under a new name; a taken name is refused with ALREADY_EXISTS. */
export function duplicateProject({ id, name }: { id: string; name: string }) {
  return api(projectEndpoints.duplicate, { query: { id }, body: { name } });
}

/** Deletes a project; refused with PROJECT_HAS_ACTIVITIES while it has tracked time. */
export function deleteProject({ id }: { id: string }) {
  return api(projectEndpoints.delete, { query: { id } });
}

/** Puts members on a project or takes them off. */
export function changeProjectMembers({
  projectId,
  memberIds,
  change,
}: {
  projectId: string;
  memberIds: string[];
  change: 'add' | 'remove';
}) {
  const endpoint = change === 'add' ? projectEndpoints.addMembers : projectEndpoints.removeMembers;
  return api(endpoint, { query: { projectId }, body: memberIds });
}

function useProjectMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>, { reload = true } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // A refusal (a stale stamp, a project deleted elsewhere) also means the list should be read again.
    onSettled: reload ? () => queryClient.invalidateQueries({ queryKey: projectsKey }) : undefined,
  });
}

/** Reloads every projects list (after the archive notice has shown). */
export function useReloadProjects() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: projectsKey });
}

export const useCreateProject = () => useProjectMutation(createProject);
export const useUpdateProject = () => useProjectMutation(updateProject);
/** Archive reloads the list itself, once its success notice has shown (§4). */
export const useArchiveProject = () => useProjectMutation(archiveProject, { reload: false });
export const useDuplicateProject = () => useProjectMutation(duplicateProject);
export const useDeleteProject = () => useProjectMutation(deleteProject);
export const useChangeProjectMembers = () => useProjectMutation(changeProjectMembers);
