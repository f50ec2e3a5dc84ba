import { Avatar, Group, type InputBaseProps, Stack, Text } from '@mantine/core';
import type { ActivityUser } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/error-message.ts';
import { translateKnownMessage } from '../../i18n/contract-messages.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { activityUserName } from '../activity-user-name.ts';
import type { useActivityMember } from '../api/activity-api.ts';
import { OnlineStatus } from './OnlineStatus.tsx';

export type MemberScope = ReturnType<typeof useActivityMember>;

export type MemberPickerProps = {
  /** The chosen member id, or null before one is known. */
  value: string | null;
  onChange: (userId: string) => void;
  /** Defaults to "Member". */
  label?: string;
};

/** The member field's look, the same closed or open: the chosen member's picture, online status and time zone. */
export function memberFieldLook(chosen: ActivityUser | undefined): InputBaseProps {
  return {
    inputWrapperOrder: ['label', 'input', 'description', 'error'],
    w: 320,
    maw: '100%',
    leftSection: chosen ? (
      <Avatar src={chosen.profilePic} name={activityUserName(chosen)} size={22} alt="" />
    ) : undefined,
    description: chosen ? (
      <Group gap="xs" component="span">
        <OnlineStatus isOnline={chosen.isOnline} size="xs" />
        <Text span size="xs" c="dimmed">
          {chosen.timeZone}
        </Text>
      </Group>
    ) : undefined,
  };
}

/** When the chosen member could not be read: the field's label and a retry. */
export function MemberLoadFailed({ label, scope }: { label: string; scope: MemberScope }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <LoadFailed
        message={translateKnownMessage(errorMessage(scope.error, t('activity.member.loadFailed')))}
        onRetry={scope.retry}
      />
    </Stack>
  );
}
