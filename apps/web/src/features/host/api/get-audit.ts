import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { hostEndpoints } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { hostKey } from './get-host.ts';

export type HostAuditParams = { page: number; size: number; organizationId: string | null };

/** One page of what support did, newest first; the previous page stays shown while the next loads. */
export const useHostAudit = ({ page, size, organizationId }: HostAuditParams) =>
  useQuery({
    queryKey: [...hostKey, 'audit', { page, size, organizationId }],
    queryFn: () =>
      api(hostEndpoints.audit, {
        query: { PageNo: page, PageSize: size, OrganizationId: organizationId ?? undefined },
      }),
    placeholderData: keepPreviousData,
  });
