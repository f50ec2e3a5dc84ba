import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReportFigures } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import classes from './reports.module.css';
import { useReportFormat } from './use-report-format.ts';

/** More totals beside the figures: member-days, averages. */
type Extra = { label: string; value: string };

/**
 * A report's totals: worked and offline time, activity, and the billable amount for those who may see rates (the
 * answer's amounts are null for everyone else, and then the card is left out).
 */
export function FigureCards({ figures, extra = [] }: { figures: ReportFigures; extra?: Extra[] }) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const cards: Extra[] = [
    { label: t('reports.totals.worked'), value: format.duration(figures.workedSeconds) },
    { label: t('reports.totals.offline'), value: format.duration(figures.offlineSeconds) },
    { label: t('reports.totals.activity'), value: format.activity(figures.activity) },
    ...(figures.amounts ? [{ label: t('reports.totals.amount'), value: format.money(figures.amounts) }] : []),
    ...extra,
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: cards.length > 4 ? 6 : 4 }} spacing="sm" component="dl" m={0}>
      {cards.map((card) => (
        <Paper key={card.label} withBorder p="sm" radius="md">
          <Text component="dt" size="xs" c="dimmed" fw={600}>
            {card.label}
          </Text>
          <Text component="dd" m={0} fw={700} className={classes.figure}>
            {card.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
