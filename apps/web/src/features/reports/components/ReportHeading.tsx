import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportFormat } from './use-report-format.ts';

type ReportHeadingProps = {
  title: string;
  /** The answer's period (or, before it arrives, the one asked for). */
  from: string;
  to: string;
  /** The export menu. */
  actions?: ReactNode;
  /** The heading level under the page's h1 and any section above. */
  order?: 2 | 3;
};

/** A report's title with what every report states (§2, ARCHITECTURE §5): its basis of days and its period. */
export function ReportHeading({ title, from, to, actions, order = 2 }: ReportHeadingProps) {
  const { t } = useTranslation();
  const { period } = useReportFormat();
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={2} miw={0}>
        <Title order={order} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {period(from, to)} · {t('reports.basis')}
        </Text>
      </Stack>
      {actions}
    </Group>
  );
}
