import { Anchor, Avatar, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ActivityUser } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { activityUserName } from '../../../shared/activity/activity-user-name.ts';
import { MemberPicker } from '../../../shared/activity/components/MemberPicker.tsx';
import { OnlineStatus } from '../../../shared/activity/components/OnlineStatus.tsx';
import { zoneOffsetLabel } from '../../../shared/activity/time/zoned-time.ts';

type MemberHeaderProps = {
  member: ActivityUser;
  /** Owners and managers pick any member of their data scope; an employee sees only their own. */
  mayPick: boolean;
  onMember: (memberId: string) => void;
};

/** Whose dashboard this is: name, time zone (the days are counted in it), online status, their timeline. */
export function MemberHeader({ member, mayPick, onMember }: MemberHeaderProps) {
  const { t } = useTranslation();
  const who = activityUserName(member);
  return (
    <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
      <Group gap="sm" wrap="nowrap">
        <Avatar src={member.profilePic} alt="" radius="xl" name={who} color="initials" />
        <Stack gap={2}>
          <Group gap="xs">
            <Title order={2} size="h4">
              <bdi>{who}</bdi>
            </Title>
            {member.isSelf && (
              <Badge variant="light" color="gray" size="sm">
                {t('dashboard.member.you')}
              </Badge>
            )}
            <OnlineStatus isOnline={member.isOnline} />
          </Group>
          <Text size="sm" c="dimmed">
            {t('dashboard.member.timeZone', {
              zone: member.timeZone,
              offset: zoneOffsetLabel(Date.now(), member.timeZone),
            })}
          </Text>
          <Anchor component={Link} to={`/timeline?member=${encodeURIComponent(member.userId)}`} size="sm">
            {t('dashboard.member.timeline')}
          </Anchor>
        </Stack>
      </Group>
      {mayPick && <MemberPicker value={member.userId} onChange={onMember} />}
    </Group>
  );
}
