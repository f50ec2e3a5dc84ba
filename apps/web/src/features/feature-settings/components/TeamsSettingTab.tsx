import { Badge, Button, Group, Modal, Stack, Table } from '@mantine/core';
import { type FeatureSettingKey, type SettingValue, type TeamSettingRow, teamStatuses } from '@worktrail/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { translateKnownMessage } from '../../../shared/i18n/contract-messages.ts';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { notifyError, notifySuccess } from '../../../shared/notifications/notify.tsx';
import { useErrorToast } from '../../../shared/notifications/use-error-toast.ts';
import { PagedList } from '../../../shared/ui/PagedList.tsx';
import { TableSkeletonRows } from '../../../shared/ui/TableSkeletonRows.tsx';
import { usePagedList } from '../../../shared/ui/use-paged-list.ts';
import { useTeamsSetting, useUpdateTeamSetting } from '../api/settings-api.ts';
import { SettingControl } from './SettingControl.tsx';
import { formatSettingValue } from './setting-display.ts';

const isTeamStatus = (status: string): status is (typeof teamStatuses)[number] =>
  (teamStatuses as readonly string[]).includes(status);

/** The organisation's teams with their own value of one key (or that they follow the organisation), each changeable. */
export function TeamsSettingTab({ settingKey }: { settingKey: FeatureSettingKey }) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const list = usePagedList({});
  const { page, size, search } = list.params;
  const teams = useTeamsSetting({ key: settingKey, page, size, search });
  useErrorToast(teams.error, t('featureSettings.member.teamsFailed'));
  const data = teams.data;
  const [editing, setEditing] = useState<TeamSettingRow | null>(null);

  const format = (value: SettingValue) => formatSettingValue(t, settingKey, value, number);

  return (
    <>
      <PagedList
        list={list}
        query={teams}
        search={{ label: t('featureSettings.member.search.teams') }}
        failedText={t('featureSettings.member.teamsFailed')}
        emptyText={t('featureSettings.member.teamsEmpty')}
      >
        {(rows) => (
          <Table.ScrollContainer minWidth={560}>
            <Table
              verticalSpacing="sm"
              aria-label={t('featureSettings.member.table.teams')}
              aria-busy={rows === null || teams.isFetching}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('featureSettings.member.table.name')}</Table.Th>
                  <Table.Th>{t('featureSettings.member.table.status')}</Table.Th>
                  <Table.Th>{t('featureSettings.member.table.value')}</Table.Th>
                  <Table.Th>{t('featureSettings.member.table.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows === null ? (
                  <TableSkeletonRows rows={3} columns={4} />
                ) : (
                  rows.map((row) => (
                    <Table.Tr key={row.teamId}>
                      <Table.Td>{row.name}</Table.Td>
                      <Table.Td>
                        {isTeamStatus(row.status) ? t(`featureSettings.member.teamStatuses.${row.status}`) : row.status}
                      </Table.Td>
                      <Table.Td>
                        {row.value === null ? (
                          <Badge variant="light" color="blue">
                            {t('featureSettings.member.followsOrganisation', {
                              value: data ? format(data.organisationValue) : '',
                            })}
                          </Badge>
                        ) : (
                          format(row.value)
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Button size="xs" variant="default" onClick={() => setEditing(row)}>
                          {t('featureSettings.member.editTeam', { team: row.name })}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </PagedList>
      {editing && data && (
        <TeamSettingModal
          settingKey={settingKey}
          team={editing}
          organisationValue={data.organisationValue}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}

function TeamSettingModal({
  settingKey,
  team,
  organisationValue,
  onClose,
}: {
  settingKey: FeatureSettingKey;
  team: TeamSettingRow;
  organisationValue: SettingValue;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState<SettingValue>(team.value ?? organisationValue);
  const update = useUpdateTeamSetting();

  const save = async (next: SettingValue | null) => {
    try {
      await update.mutateAsync({ teamId: team.teamId, key: settingKey, value: next });
      notifySuccess(t('featureSettings.member.teamSaved'));
      onClose();
    } catch (error) {
      notifyError(translateKnownMessage(errorMessage(error, t('featureSettings.errors.save'))));
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('featureSettings.member.editTeam', { team: team.name })}>
      <Stack gap="md">
        <SettingControl
          settingKey={settingKey}
          value={value}
          onChange={setValue}
          label={t('featureSettings.member.teamValue', { team: team.name })}
          withDescription
          disabled={update.isPending}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void save(null)} disabled={update.isPending}>
            {t('featureSettings.member.followOrganisation')}
          </Button>
          <Button onClick={() => void save(value)} loading={update.isPending}>
            {t('featureSettings.member.saveTeam')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
