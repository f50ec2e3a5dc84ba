import { Badge, Button, Checkbox, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { FeatureSettingKey, SettingValue } from '@worktrail/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { confirmDialog } from '../../../shared/dialogs/dialogs.tsx';
import { useUnsavedChangesPrompt } from '../../../shared/forms/use-unsaved-changes-prompt.ts';
import { translateKnownMessage } from '../../../shared/i18n/contract-messages.ts';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { notifyError, notifySuccess } from '../../../shared/notifications/notify.tsx';
import { useErrorToast } from '../../../shared/notifications/use-error-toast.ts';
import { PagedList } from '../../../shared/ui/PagedList.tsx';
import { ScrollTable } from '../../../shared/ui/ScrollTable.tsx';
import { TableSkeletonRows } from '../../../shared/ui/TableSkeletonRows.tsx';
import { usePagedList } from '../../../shared/ui/use-paged-list.ts';
import { useMembersSetting, useUpdateMembersSetting } from '../api/settings-api.ts';
import { SettingControl } from './SettingControl.tsx';
import { defaultOf, formatSettingValue, formatSource, sourceColour } from './setting-display.ts';

/**
 * Every member in scope with their effective value of one key and where it comes from; selected members get an
 * individual value or go back to default, all at once.
 */
export function MembersSettingTab({ settingKey }: { settingKey: FeatureSettingKey }) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const list = usePagedList({});
  const { page, size, search } = list.params;
  const members = useMembersSetting({ key: settingKey, page, size, search });
  useErrorToast(members.error, t('featureSettings.member.failed'));
  const data = members.data;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [value, setValue] = useState<SettingValue>(defaultOf(settingKey));
  const update = useUpdateMembersSetting();
  const settingLabel = t(`featureSettings.keys.${settingKey}.label`);
  // Members picked for a change not yet applied: leaving the page asks first.
  useUnsavedChangesPrompt(selected.size > 0);

  useEffect(() => {
    setValue(defaultOf(settingKey));
    setSelected(new Set());
  }, [settingKey]);

  const rows = data?.items ?? null;
  const pageIds = rows?.map((row) => row.memberId) ?? [];
  const allSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const someSelected = pageIds.some((id) => selected.has(id));
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of pageIds) {
        if (allSelected) next.delete(id);
        else next.add(id);
      }
      return next;
    });

  const apply = async (mode: 'individual' | 'default') => {
    const memberIds = [...selected];
    if (mode === 'default') {
      const confirmed = await confirmDialog({
        title: t('featureSettings.member.backToDefault'),
        message: t('featureSettings.member.confirmDefault', { setting: settingLabel, count: memberIds.length }),
      });
      if (!confirmed) return;
    }
    try {
      const result = await update.mutateAsync({
        key: settingKey,
        memberIds,
        mode,
        ...(mode === 'individual' ? { value } : {}),
      });
      notifySuccess(t('featureSettings.member.updated', { count: result.updated }));
      setSelected(new Set());
    } catch (error) {
      notifyError(translateKnownMessage(errorMessage(error, t('featureSettings.errors.save'))));
    }
  };

  return (
    <PagedList
      list={list}
      query={members}
      search={{
        label: t('featureSettings.member.search.members'),
        placeholder: t('featureSettings.member.search.placeholder'),
      }}
      notice={
        selected.size > 0 && (
          <Paper
            withBorder
            p="md"
            component="section"
            aria-label={t('featureSettings.member.selected', { count: selected.size })}
          >
            <Stack gap="sm">
              <Text size="sm" fw={500} role="status">
                {t('featureSettings.member.selected', { count: selected.size })}
              </Text>
              <Group align="flex-end" gap="md">
                <SettingControl
                  settingKey={settingKey}
                  value={value}
                  onChange={setValue}
                  label={t('featureSettings.member.individualValue')}
                  disabled={update.isPending}
                />
                <Button onClick={() => void apply('individual')} loading={update.isPending}>
                  {t('featureSettings.member.setIndividual')}
                </Button>
                <Button variant="default" onClick={() => void apply('default')} disabled={update.isPending}>
                  {t('featureSettings.member.backToDefault')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        )
      }
      failedText={t('featureSettings.member.failed')}
      emptyText={search ? t('featureSettings.member.noMatch', { search }) : t('featureSettings.member.empty')}
    >
      {() => (
        <ScrollTable minWidth={560} label={t('featureSettings.member.table.members')}>
          <Table
            verticalSpacing="sm"
            aria-label={t('featureSettings.member.table.members')}
            aria-busy={rows === null || members.isFetching}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <Checkbox
                    aria-label={t('featureSettings.member.table.selectAll')}
                    checked={allSelected}
                    indeterminate={someSelected && !allSelected}
                    onChange={toggleAll}
                    disabled={pageIds.length === 0}
                  />
                </Table.Th>
                <Table.Th>{t('featureSettings.member.table.name')}</Table.Th>
                <Table.Th>{t('featureSettings.member.table.value')}</Table.Th>
                <Table.Th>{t('featureSettings.member.table.source')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows === null ? (
                <TableSkeletonRows rows={4} columns={4} />
              ) : (
                rows.map((row) => (
                  <Table.Tr key={row.memberId}>
                    <Table.Td>
                      <Checkbox
                        aria-label={t('featureSettings.member.table.select', { name: row.name || row.email })}
                        checked={selected.has(row.memberId)}
                        onChange={() => toggle(row.memberId)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {row.name || row.email}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {row.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatSettingValue(t, settingKey, row.value, number)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={sourceColour[row.source]}>
                        {formatSource(t, row.source, row.teamName)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </PagedList>
  );
}
