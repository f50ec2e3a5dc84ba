import { Avatar, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { BoardPeriod, BoardRow } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OnlineStatus } from '../../../shared/activity/components/OnlineStatus.tsx';
import { BoardRowFigures } from './BoardRowFigures.tsx';
import { boardRowName, memberDashboardPath } from './board-row.ts';

/** "My statistics": the caller's own board row, whatever the filters, and the way to their employee dashboard. */
export function MyStatistics({ me, period }: { me: BoardRow | null; period: BoardPeriod }) {
  const { t } = useTranslation();
  const title = t('dashboard.organisation.views.mine');
  if (!me)
    return (
      <Text c="dimmed" role="status">
        {t('dashboard.organisation.mine.missing')}
      </Text>
    );
  const name = boardRowName(me);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Stack gap="md">
        <Group justify="space-between" gap="md">
          <Group gap="sm" wrap="nowrap">
            <Avatar src={me.picture} alt="" radius="xl" size="lg" name={name} color="initials" />
            <Stack gap={2}>
              <Group gap="xs">
                <Title order={2} size="h4">
                  <bdi>{name}</bdi>
                </Title>
                <Badge variant="light" color="gray" size="sm">
                  {t('dashboard.member.you')}
                </Badge>
              </Group>
              <OnlineStatus isOnline={me.isOnline} />
            </Stack>
          </Group>
          <Button component={Link} to={memberDashboardPath({ id: me.id, period })}>
            {t('dashboard.organisation.mine.dashboard')}
          </Button>
        </Group>
        <BoardRowFigures row={me} />
      </Stack>
    </Paper>
  );
}
