import { ActionIcon, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { taskLimits } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { Glyph } from '../Glyph.tsx';

/** A status of a new board as the editor holds it; `key` tells rows apart while names change. */
export type StatusRow = { key: number; name: string; isDone: boolean };

type StatusesEditorProps = {
  rows: StatusRow[];
  onChange: (rows: StatusRow[]) => void;
  /** Messages by row key, then one for the whole list. */
  errors: Record<number, string>;
  listError?: string;
};

/** The statuses of a new board, left to right: a name each, whether it counts as done, add and remove. */
export function StatusesEditor({ rows, onChange, errors, listError }: StatusesEditorProps) {
  const { t } = useTranslation();
  const change = (key: number, next: Partial<StatusRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...next } : row)));
  const nextKey = Math.max(0, ...rows.map((row) => row.key)) + 1;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('tasks.boards.statuses')}
      </Text>
      {rows.map((row, index) => (
        <Group key={row.key} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            aria-label={t('tasks.boards.statusName', { number: index + 1 })}
            required
            maxLength={taskLimits.groupNameMax + 20}
            value={row.name}
            onChange={(event) => change(row.key, { name: event.currentTarget.value })}
            error={errors[row.key]}
          />
          <Checkbox
            mt={8}
            label={t('tasks.boards.isDone')}
            aria-label={t('tasks.boards.isDoneOf', { number: index + 1 })}
            checked={row.isDone}
            onChange={(event) => change(row.key, { isDone: event.currentTarget.checked })}
          />
          <ActionIcon
            mt={4}
            variant="subtle"
            color="red"
            disabled={rows.length <= 1}
            aria-label={t('tasks.boards.removeStatus', { name: row.name || index + 1 })}
            onClick={() => onChange(rows.filter((item) => item.key !== row.key))}
          >
            <Glyph name="trash" />
          </ActionIcon>
        </Group>
      ))}
      {listError && (
        <Text size="sm" c="red.8" role="alert">
          {listError}
        </Text>
      )}
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<Glyph name="plus" />}
          disabled={rows.length >= taskLimits.groupsPerBoard}
          onClick={() => onChange([...rows, { key: nextKey, name: '', isDone: false }])}
        >
          {t('tasks.boards.addStatus')}
        </Button>
      </Group>
    </Stack>
  );
}
