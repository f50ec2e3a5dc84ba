import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import type { TimerEntry } from '@worktrail/contract';

/** What the running timer records on: the project in its colour and, below it, the task. */
export function RunningWork({ running }: { running: TimerEntry }) {
  const { taskName } = running;
  return (
    <Group gap={6} wrap="nowrap" visibleFrom="sm" maw={220}>
      <ColorSwatch color={running.colorCode} size={12} aria-hidden="true" />
      <Stack gap={0} miw={0}>
        <Text size="sm" truncate="end" title={running.projectName} lh={1.3}>
          {running.projectName}
        </Text>
        {taskName && (
          <Text size="xs" c="dimmed" truncate="end" title={taskName} lh={1.3} data-testid="timer-task">
            {taskName}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
