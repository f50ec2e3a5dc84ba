import { Avatar, Button, Drawer, Group, Stack, Text, useDirection } from '@mantine/core';
import type { BoardPeriod, BoardRow } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OnlineStatus } from '../../../shared/activity/components/OnlineStatus.tsx';
import { zoneOffsetLabel } from '../../../shared/activity/time/zoned-time.ts';
import { BoardRowFigures } from './BoardRowFigures.tsx';
import { rangeKindOfPeriod } from './board-period.ts';

/** A board member's name: the name, else the e-mail. */
export const boardRowName = (row: Pick<BoardRow, 'name' | 'email'>) => row.name.trim() || row.email;

/** The member's employee dashboard over the board's period (today is its default, so left out). */
export function memberDashboardPath({ id, period }: { id: string; period: BoardPeriod }) {
  const range = period === 'today' ? '' : `&range=${rangeKindOfPeriod[period]}`;
  return `/dashboard?member=${encodeURIComponent(id)}${range}`;
}

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
  const name = row ? boardRowName(row) : '';
  return (
    <Drawer
      opened={row !== null}
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
