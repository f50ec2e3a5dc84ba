import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { lazyOnDemand } from '../../../shared/ui/lazy-on-demand.tsx';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { type HostPackage, useHostPackages } from '../api/packages.ts';
import { PackagesTable } from '../components/PackagesTable.tsx';

// The form (and its checks) loads when it is first opened, not with the screen.
const PackageFormModal = lazyOnDemand(() =>
  import('../components/PackageFormModal.tsx').then((module) => module.PackageFormModal),
);

/** The plans organisations choose from (issue 16): defined, changed and offered or withdrawn here. */
export function PackagesPage() {
  const { t } = useTranslation();
  const packages = useHostPackages();
  const [editing, setEditing] = useState<HostPackage | 'new' | null>(null);

  const body = () => {
    if (packages.isError) {
      return <LoadFailed message={t('host.packages.loadFailed')} onRetry={() => packages.refetch()} />;
    }
    if (packages.data?.length === 0) {
      return (
        <Text c="dimmed" role="status">
          {t('host.packages.empty')}
        </Text>
      );
    }
    return <PackagesTable items={packages.data ?? null} onEdit={setEditing} />;
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <PageTitle>{t('host.packages.title')}</PageTitle>
          <Text c="dimmed" size="sm" mt="-md">
            {t('host.packages.hint')}
          </Text>
        </div>
        <Button onClick={() => setEditing('new')}>{t('host.packages.add')}</Button>
      </Group>
      {body()}
      {editing && <PackageFormModal item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
