import { Group, Table, Text } from '@mantine/core';
import { type ProjectStatus, type ProjectsReport, projectStatuses } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../shared/ui/ScrollTable.tsx';
import classes from './reports.module.css';
import { useReportFormat } from './use-report-format.ts';

type Row = ProjectsReport['projectOut'][number];

const isProjectStatus = (status: string): status is ProjectStatus =>
  (projectStatuses as readonly string[]).includes(status);

/**
 * The projects report (§3 projectOut): each project with time, most worked first — its customer, status, budget
 * (with how much of it the period used), members, worked time, activity and billable amount; totals at the foot.
 */
export function ProjectsReportTable({ report, title }: { report: ProjectsReport; title: string }) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const withAmounts = report.totals.amounts !== null;
  return (
    <ScrollTable minWidth={withAmounts ? 900 : 780} label={title}>
      <Table verticalSpacing="sm" striped aria-label={title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('reports.columns.project')}</Table.Th>
            <Table.Th>{t('reports.columns.customer')}</Table.Th>
            <Table.Th>{t('reports.columns.projectStatus')}</Table.Th>
            <Table.Th>{t('reports.columns.budget')}</Table.Th>
            <Table.Th>{t('reports.columns.members')}</Table.Th>
            <Table.Th>{t('reports.columns.worked')}</Table.Th>
            <Table.Th>{t('reports.columns.activity')}</Table.Th>
            {withAmounts && <Table.Th>{t('reports.columns.amount')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.projectOut.map((row) => (
            <ProjectRow key={row.projectId} row={row} withAmounts={withAmounts} />
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr className={classes.totalRow}>
            <Table.Th scope="row" colSpan={5}>
              {t('reports.totals.row')}
            </Table.Th>
            <Table.Td className={classes.figure}>{format.duration(report.totals.workedSeconds)}</Table.Td>
            <Table.Td className={classes.figure}>{format.activity(report.totals.activity)}</Table.Td>
            {withAmounts && <Table.Td className={classes.figure}>{format.money(report.totals.amounts ?? [])}</Table.Td>}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </ScrollTable>
  );
}

function ProjectRow({ row, withAmounts }: { row: Row; withAmounts: boolean }) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const budgetSeconds = row.maxWorkingHours * 3600;
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <span className={classes.swatch} style={{ backgroundColor: row.colorCode }} aria-hidden="true" />
          <Text size="sm" fw={500} span>
            <bdi>{row.name}</bdi>
          </Text>
        </Group>
      </Table.Td>
      <Table.Td>
        {row.customer ? (
          <bdi>{row.customer.name}</bdi>
        ) : (
          <Text c="dimmed" size="sm" span>
            {t('reports.groupings.none.customer')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{isProjectStatus(row.status) ? t(`reports.projects.statuses.${row.status}`) : row.status}</Table.Td>
      <Table.Td className={classes.figure}>
        {budgetSeconds > 0
          ? t('reports.projects.budget', {
              hours: format.number(row.maxWorkingHours),
              share: format.share((row.figures.workedSeconds / budgetSeconds) * 100),
            })
          : t('reports.projects.noBudget')}
      </Table.Td>
      <Table.Td className={classes.figure}>{format.number(row.memberCount)}</Table.Td>
      <Table.Td className={classes.figure}>{format.duration(row.figures.workedSeconds)}</Table.Td>
      <Table.Td className={classes.figure}>{format.activity(row.figures.activity)}</Table.Td>
      {withAmounts && <Table.Td className={classes.figure}>{format.money(row.figures.amounts ?? [])}</Table.Td>}
    </Table.Tr>
  );
}
