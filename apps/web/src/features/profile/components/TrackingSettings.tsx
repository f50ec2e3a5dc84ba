import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { FeatureSettingKey, SettingSource, SettingValue } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { wholeBadge } from '../../../shared/ui/whole-badge.ts';
import { useMyTrackingSettings } from '../api/tracking-settings.ts';

type ShownKey =
  | 'Maximum_Hours_Per_Week'
  | 'Allow_to_add_offline_Time'
  | 'Activity_Level_Tracking'
  | 'App_And_URL_Tracking'
  | 'Auto_Pause_Tracking'
  | 'Take_ScreenShot'
  | 'Number_Of_Screenshots'
  | 'Notify_When_Screenshot_Is_Taken'
  | 'Blur_Screen';
const shownKeys: readonly string[] = [
  'Maximum_Hours_Per_Week',
  'Allow_to_add_offline_Time',
  'Activity_Level_Tracking',
  'App_And_URL_Tracking',
  'Auto_Pause_Tracking',
  'Take_ScreenShot',
  'Number_Of_Screenshots',
  'Notify_When_Screenshot_Is_Taken',
  'Blur_Screen',
];
const isShown = (key: FeatureSettingKey): key is ShownKey => shownKeys.includes(key);

const sourceColour: Record<SettingSource, string> = {
  default: 'gray',
  organisation: 'blue',
  team: 'grape',
  member: 'teal',
};

/** The tracking settings that apply to the signed-in member, read-only, by the §3 display sections. */
export function TrackingSettings() {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const settings = useMyTrackingSettings();
  const data = settings.data;

  const format = (key: FeatureSettingKey, value: SettingValue) => {
    if (typeof value === 'boolean') return value ? t('settings.tracking.values.on') : t('settings.tracking.values.off');
    if (typeof value !== 'number') return value;
    if (key === 'Maximum_Hours_Per_Week')
      return value === 0
        ? t('settings.tracking.values.noLimit')
        : t('settings.tracking.values.hours', { value: number(value) });
    if (key === 'Auto_Pause_Tracking')
      return value === 0
        ? t('settings.tracking.values.never')
        : t('settings.tracking.values.minutes', { value: number(value) });
    if (key === 'Number_Of_Screenshots') return t('settings.tracking.values.perHour', { value: number(value) });
    return number(value);
  };

  if (!data && settings.isError)
    return <LoadFailed message={t('settings.tracking.failed')} onRetry={() => settings.refetch()} />;
  if (!data)
    return (
      <Stack gap="md" maw={720} aria-busy="true" aria-label={t('settings.tracking.loading')}>
        <Skeleton height={80} />
        <Skeleton height={80} />
      </Stack>
    );

  return (
    <Stack gap="md" maw={960}>
      <Text size="sm" c="dimmed">
        {t('settings.tracking.hint')}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
        {data.sections.map(({ section, items }) => (
          <Card key={section} withBorder padding="md">
            <Title order={3} size="h5" mb="xs" id={`tracking-section-${section}`}>
              {t(`settings.tracking.sections.${section === 'projectsAndTasks' ? 'general' : section}`)}
            </Title>
            <Table aria-labelledby={`tracking-section-${section}`} verticalSpacing={6}>
              <Table.Tbody>
                {items
                  .filter((item) => isShown(item.label))
                  .map((item) => (
                    <Table.Tr key={item.id}>
                      <Table.Th scope="row" fw={400}>
                        {isShown(item.label) ? t(`settings.tracking.keys.${item.label}`) : item.label}
                      </Table.Th>
                      <Table.Td>
                        <Group gap={6} justify="flex-end">
                          <Text size="sm" fw={600}>
                            {format(item.label, item.value)}
                          </Text>
                          <Badge size="xs" variant="light" color={sourceColour[item.source]} styles={wholeBadge}>
                            {item.source === 'team'
                              ? t('settings.tracking.sources.team', { team: item.teamName ?? '' })
                              : t(`settings.tracking.sources.${item.source}`)}
                          </Badge>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
              </Table.Tbody>
            </Table>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
