import { Badge, Button, Table } from '@mantine/core';
import { type FeatureSettingKey, type SettingValue, type TeamSettingRow, teamStatuses } from '@worktrail/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { useErrorToast } from '../../../shared/notifications/use-error-toast.ts';
import { lazyOnDemand } from '../../../shared/ui/lazy-on-demand.tsx';
import { PagedList } from '../../../shared/ui/PagedList.tsx';
import { ScrollTable } from '../../../shared/ui/ScrollTable.tsx';
import { TableSkeletonRows } from '../../../shared/ui/TableSkeletonRows.tsx';
import { usePagedList } from '../../../shared/ui/use-paged-list.ts';
import { useTeamsSetting } from '../api/settings-api.ts';
import { formatSettingValue } from './setting-display.ts';

// The team's dialog (Mantine's modal and the setting's control) loads when a team is first edited.
const TeamSettingModal = lazyOnDemand(() => import('./TeamSettingModal.tsx').then((module) => module.TeamSettingModal));

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
          <ScrollTable minWidth={560} label={t('featureSettings.member.table.teams')}>
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
          </ScrollTable>
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
