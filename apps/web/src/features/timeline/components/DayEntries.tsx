import { Badge, Button, Checkbox, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProjectDot } from '../../../shared/activity/components/ProjectDot.tsx';
import { useActivityFormat } from '../../../shared/activity/components/use-activity-format.ts';
import { ScrollTable } from '../../../shared/ui/ScrollTable.tsx';
import { type DayEntry, useEntryText } from './entry-text.ts';
import classes from './timeline.module.css';

type DayEntriesProps = {
  entries: DayEntry[];
  date: string;
  timeZone: string;
  selectedIds: ReadonlySet<string>;
  onSelectionChange: (ids: Set<string>) => void;
  onEdit: (entry: DayEntry) => void;
  onDelete: (entry: DayEntry) => void;
  /** The entry chosen on the time bar. */
  highlightedId: string | null;
  /** Why an entry cannot be changed here (running, or tracked time of someone who may change only offline time). */
  lockedReason: (entry: DayEntry) => string | null;
};

/**
 * The day's activities: start, end, project, task, note, source, activity, offline and edited flags, with Edit and
 * Delete per row and a checkbox to pick several. Running activities cannot be changed, which the row says.
 */
export function DayEntries({
  entries,
  date,
  timeZone,
  selectedIds,
  onSelectionChange,
  onEdit,
  onDelete,
  highlightedId,
  lockedReason,
}: DayEntriesProps) {
  const { t } = useTranslation();
  const { duration, percent } = useActivityFormat();
  const text = useEntryText({ date, timeZone });
  const changeable = entries.filter((entry) => lockedReason(entry) === null);
  const allSelected = changeable.length > 0 && changeable.every((entry) => selectedIds.has(entry.id));
  const someSelected = changeable.some((entry) => selectedIds.has(entry.id));

  const toggle = (id: string, on: boolean) => {
    const next = new Set(selectedIds);
    if (on) next.add(id);
    else next.delete(id);
    onSelectionChange(next);
  };

  return (
    <ScrollTable minWidth={960} label={t('timeline.entries.table')}>
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('timeline.entries.selectAll')}
                checked={allSelected}
                indeterminate={someSelected && !allSelected}
                disabled={changeable.length === 0}
                onChange={(event) =>
                  onSelectionChange(new Set(event.currentTarget.checked ? changeable.map((entry) => entry.id) : []))
                }
              />
            </Table.Th>
            <Table.Th>{t('timeline.entries.start')}</Table.Th>
            <Table.Th>{t('timeline.entries.end')}</Table.Th>
            <Table.Th>{t('timeline.entries.duration')}</Table.Th>
            <Table.Th>{t('timeline.entries.project')}</Table.Th>
            <Table.Th>{t('timeline.entries.task')}</Table.Th>
            <Table.Th>{t('timeline.entries.note')}</Table.Th>
            <Table.Th>{t('timeline.entries.source')}</Table.Th>
            <Table.Th>{t('timeline.entries.activity')}</Table.Th>
            <Table.Th>{t('timeline.entries.flags')}</Table.Th>
            <Table.Th>{t('timeline.entries.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const name = text.describe(entry);
            const locked = lockedReason(entry);
            return (
              <Table.Tr
                key={entry.id}
                id={`entry-${entry.id}`}
                className={highlightedId === entry.id ? classes.selectedRow : undefined}
              >
                <Table.Td>
                  <Checkbox
                    aria-label={t('timeline.entries.select', { entry: name })}
                    checked={selectedIds.has(entry.id)}
                    disabled={locked !== null}
                    onChange={(event) => toggle(entry.id, event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>{text.start(entry)}</Table.Td>
                <Table.Td>{text.end(entry)}</Table.Td>
                <Table.Td>{duration(entry.workedSeconds)}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <ProjectDot color={entry.project.colorCode} />
                    <Text size="sm">{entry.project.name}</Text>
                  </Group>
                </Table.Td>
                <Table.Td maw={200}>
                  <Text size="sm" lineClamp={2}>
                    {entry.task?.name ?? '—'}
                  </Text>
                </Table.Td>
                <Table.Td maw={220}>
                  <Text size="sm" lineClamp={2}>
                    {entry.note || '—'}
                  </Text>
                </Table.Td>
                <Table.Td>{t(`timeline.sources.${entry.source}`)}</Table.Td>
                <Table.Td>{entry.isOffline ? '—' : percent(entry.activityPercent)}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {entry.isOffline && (
                      <Badge size="sm" variant="light" color="grape" className={classes.flag}>
                        {t('timeline.entries.offline')}
                      </Badge>
                    )}
                    {entry.edited && (
                      <Badge size="sm" variant="light" color="orange" className={classes.flag}>
                        {t('timeline.entries.edited')}
                      </Badge>
                    )}
                    {entry.running && (
                      <Badge size="sm" variant="light" color="teal" className={classes.flag}>
                        {t('timeline.entries.running')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  {locked ? (
                    <Text size="xs" c="dimmed">
                      {locked}
                    </Text>
                  ) : (
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="compact-xs"
                        variant="light"
                        onClick={() => onEdit(entry)}
                        aria-label={t('timeline.entries.editOne', { entry: name })}
                      >
                        {t('timeline.entries.edit')}
                      </Button>
                      <Button
                        size="compact-xs"
                        variant="light"
                        color="red"
                        onClick={() => onDelete(entry)}
                        aria-label={t('timeline.entries.deleteOne', { entry: name })}
                      >
                        {t('timeline.entries.delete')}
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
