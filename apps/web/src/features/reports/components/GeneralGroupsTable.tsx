import { Button, Group, Table, Text } from '@mantine/core';
import type { GeneralGroup, GeneralReport, ReportGrouping } from '@worktrail/contract';
import { Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../shared/ui/ScrollTable.tsx';
import { type GeneralParams, useGeneralGroup } from '../api/get-reports.ts';
import { ExpandButton } from './ExpandButton.tsx';
import { FiguresRow, useExpandedRows } from './FiguresRow.tsx';
import classes from './reports.module.css';
import { useReportFormat } from './use-report-format.ts';

type GroupFigures = Pick<GeneralGroup, 'figures' | 'memberCount' | 'memberDays' | 'averageSecondsPerMemberDay'>;

/**
 * The general report's groups: each with its worked time, activity, members, member-days, average per member-day
 * and (for those who may see rates) billable amount; with a second level, each group opens onto its subgroups.
 * The totals row closes the table. `params` asked for the report: a group's other subgroups are asked with them.
 */
export function GeneralGroupsTable({
  report,
  title,
  params,
}: {
  report: GeneralReport;
  title: string;
  params: GeneralParams;
}) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const rowsOpen = useExpandedRows();
  const { groupBy, thenBy } = report;
  const withAmounts = report.totals.figures.amounts !== null;

  return (
    <ScrollTable minWidth={withAmounts ? 860 : 720} label={title}>
      <Table verticalSpacing="sm" aria-label={title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(`reports.groupings.${groupBy}`)}</Table.Th>
            <Table.Th>{t('reports.columns.worked')}</Table.Th>
            <Table.Th>{t('reports.columns.activity')}</Table.Th>
            <Table.Th>{t('reports.columns.members')}</Table.Th>
            <Table.Th>{t('reports.columns.memberDays')}</Table.Th>
            <Table.Th>{t('reports.columns.average')}</Table.Th>
            {withAmounts && <Table.Th>{t('reports.columns.amount')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.groups.map((group) => {
            const rowKey = group.key ?? 'none';
            const label = format.groupLabel(groupBy, group.key, group.label);
            const expandable = thenBy !== null && group.children.length > 0;
            const expanded = expandable && rowsOpen.isOpen(rowKey);
            return (
              <Fragment key={rowKey}>
                <GroupRow group={group} withAmounts={withAmounts}>
                  {expandable && thenBy ? (
                    <ExpandButton
                      expanded={expanded}
                      onToggle={() => rowsOpen.toggle(rowKey)}
                      label={t('reports.general.expand', {
                        name: label,
                        grouping: t(`reports.groupings.${thenBy}`),
                      })}
                    >
                      <Text size="sm" fw={500} span>
                        <bdi>{label}</bdi>
                      </Text>
                    </ExpandButton>
                  ) : (
                    <Text size="sm" fw={500} span>
                      <bdi>{label}</bdi>
                    </Text>
                  )}
                </GroupRow>
                {expanded && thenBy && (
                  <Subgroups group={group} label={label} thenBy={thenBy} params={params} withAmounts={withAmounts} />
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <GroupRow group={report.totals} withAmounts={withAmounts} total>
            {t('reports.totals.row')}
          </GroupRow>
        </Table.Tfoot>
      </Table>
    </ScrollTable>
  );
}

type SubgroupsProps = {
  group: GeneralGroup;
  label: string;
  thenBy: ReportGrouping;
  params: GeneralParams;
  withAmounts: boolean;
};

/**
 * An open group's subgroups: those the report sent (its most worked), and when it has more, a row that says so and
 * asks for all of them.
 */
function Subgroups({ group, label, thenBy, params, withAmounts }: SubgroupsProps) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const [wanted, setWanted] = useState(false);
  const all = useGeneralGroup(wanted ? { ...params, key: group.key } : null);
  const children = all.data?.groups[0]?.children ?? group.children;
  const total = format.number(group.subgroupCount);
  return (
    <>
      {children.map((child) => (
        <GroupRow key={child.key ?? 'none'} group={child} withAmounts={withAmounts} child>
          <Text size="sm" span>
            <bdi>{format.groupLabel(thenBy, child.key, child.label)}</bdi>
          </Text>
        </GroupRow>
      ))}
      {group.subgroupCount > children.length && (
        <Table.Tr>
          <Table.Td colSpan={withAmounts ? 7 : 6} className={classes.child}>
            <Group gap="xs">
              {all.isError ? (
                <Text size="sm" c="red.8" role="alert">
                  {t('reports.general.subgroupsFailed', { name: label })}
                </Text>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('reports.general.subgroupsShown', { shown: format.number(children.length), total })}
                </Text>
              )}
              <Button
                size="compact-sm"
                variant="subtle"
                loading={all.isFetching}
                onClick={() => (all.isError ? all.refetch() : setWanted(true))}
                aria-label={all.isError ? undefined : t('reports.general.showAllOf', { total, name: label })}
              >
                {all.isError ? t('errors.retry') : t('reports.general.showAll', { total })}
              </Button>
            </Group>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}

type GroupRowProps = {
  group: GroupFigures;
  withAmounts: boolean;
  child?: boolean;
  total?: boolean;
  children: ReactNode;
};

/** A group's row: its figures, then its members, member-days and worked time per member-day. */
function GroupRow({ group, children, ...row }: GroupRowProps) {
  const format = useReportFormat();
  return (
    <FiguresRow
      {...row}
      figures={group.figures}
      more={
        <>
          <Table.Td className={classes.figure}>{format.number(group.memberCount)}</Table.Td>
          <Table.Td className={classes.figure}>{format.number(group.memberDays)}</Table.Td>
          <Table.Td className={classes.figure}>{format.duration(group.averageSecondsPerMemberDay)}</Table.Td>
        </>
      }
    >
      {children}
    </FiguresRow>
  );
}
