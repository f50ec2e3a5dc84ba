import { SimpleGrid } from '@mantine/core';
import { permissions } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../shared/notifications/use-error-toast.ts';
import { usePermission } from '../../../shared/permissions/use-permission.ts';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { PeopleTabs } from '../../../shared/ui/PeopleTabs.tsx';
import { useClampedPage, usePagedList } from '../../../shared/ui/use-paged-list.ts';
import {
  createDepartment,
  createPosition,
  deleteDepartment,
  deletePosition,
  useDepartmentList,
  usePositionPage,
  useStructureMutation,
} from '../api/structure.ts';
import { StructureList } from '../components/StructureList.tsx';

/**
 * `/pepole/structure`: the organisation's departments and (paged, §9) positions side by side with their member
 * counts; those who manage members add and delete them.
 */
export function StructurePage() {
  const { t } = useTranslation();
  const mayManage = usePermission(permissions.members.manage);
  const positionList = usePagedList({});
  const { page, size } = positionList.params;
  const departments = useDepartmentList();
  const positions = usePositionPage({ page, size });
  useClampedPage({ page, size, total: positions.data?.totalCount, setPage: positionList.setPage });
  useErrorToast(departments.error, t('structure.errors.fetchDepartments'));
  useErrorToast(positions.error, t('structure.errors.fetchPositions'));
  const addDepartment = useStructureMutation(createDepartment);
  const removeDepartment = useStructureMutation(deleteDepartment);
  const addPosition = useStructureMutation(createPosition);
  const removePosition = useStructureMutation(deletePosition);
  const positionRows = positions.data?.items.map((item) => ({
    id: item.id,
    name: item.name,
    memberCount: item.totalCount,
  }));

  return (
    <>
      <PageTitle>{t('structure.title')}</PageTitle>
      <PeopleTabs />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <StructureList
          kind="departments"
          rows={departments.data ?? null}
          failed={departments.isError}
          onRetry={() => void departments.refetch()}
          busy={departments.isFetching}
          mayManage={mayManage}
          loadNameSchema={async () => (await import('../components/structure-schemas.ts')).departmentName}
          create={addDepartment.mutateAsync}
          remove={removeDepartment.mutateAsync}
        />
        <StructureList
          kind="positions"
          rows={positionRows ?? null}
          failed={positions.isError}
          onRetry={() => void positions.refetch()}
          busy={positions.isFetching}
          mayManage={mayManage}
          loadNameSchema={async () => (await import('../components/structure-schemas.ts')).positionName}
          create={addPosition.mutateAsync}
          remove={removePosition.mutateAsync}
          footer={
            positions.data && (
              <Pager
                page={page}
                size={size}
                total={positions.data.totalCount}
                onPage={positionList.setPage}
                onSize={positionList.setSize}
              />
            )
          }
        />
      </SimpleGrid>
    </>
  );
}
