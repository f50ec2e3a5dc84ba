import { Group, Table, Text } from '@mantine/core';
import type { ProjectMembersRow, ReportFigures } from '@worktrail/contract';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../shared/ui/ScrollTable.tsx';
import { ExpandButton } from './ExpandButton.tsx';
import { FiguresRow, useExpandedRows } from './FiguresRow.tsx';
import classes from './reports.module.css';

/**
 * The project members report (§3 projectsEmployeesListOut): each project with its worked time, opening onto its
 * members and their time; totals at the foot.
 */
export function ProjectMembersTable({
  rows,
  totals,
  title,
}: {
  rows: ProjectMembersRow[];
  totals: ReportFigures;
  title: string;
}) {
  const { t } = useTranslation();
  const rowsOpen = useExpandedRows();
  const withAmounts = totals.amounts !== null;

  return (
    <ScrollTable minWidth={withAmounts ? 720 : 600} label={title}>
      <Table verticalSpacing="sm" aria-label={title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('reports.columns.projectOrMember')}</Table.Th>
            <Table.Th>{t('reports.columns.worked')}</Table.Th>
            <Table.Th>{t('reports.columns.activity')}</Table.Th>
            {withAmounts && <Table.Th>{t('reports.columns.amount')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((project) => {
            const expanded = rowsOpen.isOpen(project.projectId);
            return (
              <Fragment key={project.projectId}>
                <FiguresRow figures={project.figures} withAmounts={withAmounts}>
                  <ExpandButton
                    expanded={expanded}
                    onToggle={() => rowsOpen.toggle(project.projectId)}
                    label={t('reports.projectMembers.expand', { name: project.name })}
                  >
                    <Group gap="xs" wrap="nowrap" component="span">
                      <span className={classes.swatch} style={{ backgroundColor: project.colorCode }} />
                      <Text size="sm" fw={500} span>
                        <bdi>{project.name}</bdi>
                      </Text>
                      {project.customer && (
                        <Text size="xs" c="dimmed" span>
                          <bdi>{project.customer.name}</bdi>
                        </Text>
                      )}
                    </Group>
                  </ExpandButton>
                </FiguresRow>
                {expanded &&
                  project.members.map((member) => (
                    <FiguresRow key={member.memberId} figures={member.figures} withAmounts={withAmounts} child>
                      <Text size="sm" span>
                        <bdi>{member.name.trim() || member.email}</bdi>
                      </Text>
                    </FiguresRow>
                  ))}
              </Fragment>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <FiguresRow figures={totals} withAmounts={withAmounts} total>
            {t('reports.totals.row')}
          </FiguresRow>
        </Table.Tfoot>
      </Table>
    </ScrollTable>
  );
}
