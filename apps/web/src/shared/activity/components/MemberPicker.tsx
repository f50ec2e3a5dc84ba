import { Avatar, type ComboboxItem, Group, type OptionsFilter, Select, Stack, Text } from '@mantine/core';
import type { ActivityUser } from '@worktrail/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/error-message.ts';
import { translateKnownMessage } from '../../i18n/contract-messages.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { useActivityUsers } from '../api/activity-api.ts';
import { OnlineStatus } from './OnlineStatus.tsx';

type MemberPickerProps = {
  /** The chosen member id, or null before one is known. */
  value: string | null;
  onChange: (userId: string) => void;
  /** Defaults to "Member". */
  label?: string;
};

/** The name to show for an activity user: the name, else the e-mail. */
export const activityUserName = (user: ActivityUser) => user.name.trim() || user.email;

/**
 * Chooses whose time to look at among the members of the caller's data scope (GetActivityUsers): searchable by
 * name or e-mail, each with online status (dot and word) and time zone. Someone who sees only themself gets the
 * same field, read-only.
 */
export function MemberPicker({ value, onChange, label }: MemberPickerProps) {
  const { t } = useTranslation();
  const users = useActivityUsers();
  const byId = useMemo(() => new Map((users.data ?? []).map((user) => [user.userId, user])), [users.data]);
  const chosen = value ? byId.get(value) : undefined;
  const fieldLabel = label ?? t('activity.member.label');

  if (users.isError && !users.data) {
    return (
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {fieldLabel}
        </Text>
        <LoadFailed
          message={translateKnownMessage(errorMessage(users.error, t('activity.member.loadFailed')))}
          onRetry={() => users.refetch()}
        />
      </Stack>
    );
  }

  const data = (users.data ?? []).map((user) => ({
    value: user.userId,
    label: user.isSelf ? t('activity.member.self', { name: activityUserName(user) }) : activityUserName(user),
  }));
  const onlyMe = users.data !== undefined && users.data.length <= 1;
  // Matches the name or the e-mail, ignoring case.
  const filter: OptionsFilter = ({ options, search }) => {
    const query = search.trim().toLowerCase();
    return (options as ComboboxItem[]).filter((option) => {
      const email = byId.get(option.value)?.email.toLowerCase() ?? '';
      return !query || option.label.toLowerCase().includes(query) || email.includes(query);
    });
  };

  return (
    <Select
      label={fieldLabel}
      data={data}
      value={chosen ? value : null}
      onChange={(next) => next && onChange(next)}
      searchable={!onlyMe}
      filter={filter}
      readOnly={onlyMe}
      allowDeselect={false}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      disabled={users.isPending}
      placeholder={users.isPending ? t('activity.member.loading') : t('activity.member.placeholder')}
      nothingFoundMessage={t('activity.member.nothingFound')}
      limit={200}
      w={320}
      maw="100%"
      leftSection={
        chosen ? <Avatar src={chosen.profilePic} name={activityUserName(chosen)} size={22} alt="" /> : undefined
      }
      description={
        chosen ? (
          <Group gap="xs" component="span">
            <OnlineStatus isOnline={chosen.isOnline} size="xs" />
            <Text span size="xs" c="dimmed">
              {chosen.timeZone}
            </Text>
          </Group>
        ) : undefined
      }
      renderOption={({ option }) => {
        const user = byId.get(option.value);
        if (!user) return option.label;
        return (
          <Group gap="sm" wrap="nowrap">
            <Avatar src={user.profilePic} name={activityUserName(user)} size={28} alt="" />
            <Stack gap={0}>
              <Text size="sm">{option.label}</Text>
              <Group gap="xs">
                <OnlineStatus isOnline={user.isOnline} size="xs" />
                <Text span size="xs" c="dimmed">
                  {user.timeZone}
                </Text>
              </Group>
            </Stack>
          </Group>
        );
      }}
    />
  );
}
