import { Avatar, Button, Drawer, Group, Stack, Text, useDirection } from '@mantine/core';
import type { BoardPeriod, BoardRow } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OnlineStatus } from '../../../shared/activity/components/OnlineStatus.tsx';
import { zoneOffsetLabel } from '../../../shared/activity/time/zoned-time.ts';
import { useAfterMount } from '../../../shared/ui/lazy-on-demand.tsx';
import { BoardRowFigures } from './BoardRowFigures.tsx';
import { boardRowName, memberDashboardPath } from './board-row.ts';

type BoardMemberCardProps = {
  /** The member shown; null when closed. */
  row: BoardRow | null;
  period: BoardPeriod;
  onClose: () => void;
};

/**
 * A board member's card, from the reading side's edge: e-mail, time zone, department, their figures, and the ways
 * to their employee dashboard and timeline.
 */
export function BoardMemberCard({ row, period, onClose }: BoardMemberCardProps) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  // Fetched by the first opening, the drawer opens just after it is mounted, so it notes the name pressed and gives
  // the focus back to it when it closes.
  const mounted = useAfterMount();
  const name = row ? boardRowName(row) : '';
  return (
    <Drawer
      opened={mounted && row !== null}
      onClose={onClose}
      position={dir === 'rtl' ? 'left' : 'right'}
      title={<bdi>{name}</bdi>}
      closeButtonProps={{ 'aria-label': t('dashboard.organisation.card.close') }}
    >
      {row && (
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <Avatar src={row.picture} alt="" radius="xl" size="lg" name={name} color="initials" />
            <Stack gap={2} miw={0}>
              <OnlineStatus isOnline={row.isOnline} />
              <Text size="sm" truncate>
                <bdi>{row.email}</bdi>
              </Text>
            </Stack>
          </Group>
          <Stack gap={4}>
            <Text size="sm">
              {t('dashboard.member.timeZone', {
                zone: row.timeZone,
                offset: zoneOffsetLabel(Date.now(), row.timeZone),
              })}
            </Text>
            <Text size="sm">
              {t('dashboard.organisation.card.department')}{' '}
              <bdi>{row.departmentName ?? t('dashboard.organisation.noDepartment')}</bdi>
            </Text>
          </Stack>
          <BoardRowFigures row={row} />
          <Group gap="sm">
            <Button component={Link} to={memberDashboardPath({ id: row.id, period })}>
              {t('dashboard.organisation.card.dashboard')}
            </Button>
            <Button component={Link} to={`/timeline?member=${encodeURIComponent(row.id)}`} variant="light">
              {t('dashboard.member.timeline')}
            </Button>
          </Group>
        </Stack>
      )}
    </Drawer>
  );
}
