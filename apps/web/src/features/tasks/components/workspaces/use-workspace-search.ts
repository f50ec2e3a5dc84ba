import { useSearchParams } from 'react-router';
import type { WorkspaceListParams } from '../../api/get-workspaces.ts';

const statuses: readonly WorkspaceListParams['status'][] = ['active', 'archived', 'disabled', 'all'];
const isStatus = (value: string | null): value is WorkspaceListParams['status'] =>
  (statuses as readonly (string | null)[]).includes(value);

/** The workspaces list's filters, kept in the address: `?status=archived&all=true`. */
export function useWorkspaceSearch() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const search: WorkspaceListParams = {
    status: isStatus(status) ? status : 'active',
    includeAll: params.get('all') === 'true',
  };

  const update = (name: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === null) next.delete(name);
      else next.set(name, value);
      return next;
    });

  return {
    search,
    statuses,
    setStatus: (next: WorkspaceListParams['status']) => update('status', next === 'active' ? null : next),
    setIncludeAll: (next: boolean) => update('all', next ? 'true' : null),
  };
}
