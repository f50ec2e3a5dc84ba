import { Button } from '@mantine/core';
import type { PermissionName } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { ForbiddenPage } from '../ui/ForbiddenPage.tsx';
import { PageLoader } from '../ui/PageLoader.tsx';
import { StatusPanel } from '../ui/StatusPanel.tsx';
import { usePermissions } from './use-permission.ts';

/** A layout route that renders its child only with the permission, else the 403 screen (§2, §6). */
export function RequirePermission({ permission }: { permission: PermissionName }) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  if (permissions.data) return permissions.data[permission] ? <Outlet /> : <ForbiddenPage />;
  if (permissions.isError) {
    return (
      <StatusPanel
        type="error"
        title={t('errors.permissions')}
        message={t('errors.generic')}
        actions={<Button onClick={() => permissions.refetch()}>{t('errors.retry')}</Button>}
      />
    );
  }
  return <PageLoader />;
}
