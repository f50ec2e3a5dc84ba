import { Avatar, Combobox, Group, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ActivityUser } from '@worktrail/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../i18n/use-formatters.ts';
import { activityUserName } from '../activity-user-name.ts';
import { memberPageSize, useActivityUsersPage } from '../api/activity-api.ts';
import { OnlineStatus } from './OnlineStatus.tsx';

/** How long typing pauses before the server is asked. */
const searchDelayMs = 250;

/**
 * The open member pickers' list (MemberCombobox, MemberMultiCombobox), loaded with them: what is typed (null when
 * nothing since the field took focus), the server's first page for it and what to say when the list is empty.
 */
export function useMemberSearch() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed?.trim() ?? '';
  const [search] = useDebouncedValue(text, searchDelayMs);
  const results = useActivityUsersPage(search);
  // Until the answer for what is typed arrives, the previous one stays listed.
  const searching = results.isPending || results.isPlaceholderData || search !== text;
  const empty = searching
    ? t('activity.member.loading')
    : results.isError
      ? t('activity.member.loadFailed')
      : t('activity.member.nothingFound');
  return {
    typed,
    setTyped,
    users: results.data?.users ?? [],
    hasMore: results.data?.hasMore ?? false,
    searching,
    empty,
  };
}

/** Under a list that is not empty: that a search is on its way, or that more members match than are listed. */
export function MemberListFooter({ searching, hasMore }: { searching: boolean; hasMore: boolean }) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  if (!searching && !hasMore) return null;
  return (
    <Combobox.Footer role="status">
      {searching ? (
        <Group gap="xs" wrap="nowrap">
          <Loader size={12} aria-hidden="true" />
          <Text size="xs">{t('activity.member.searching')}</Text>
        </Group>
      ) : (
        <Text size="xs" c="dimmed">
          {t('activity.member.more', { shown: number(memberPageSize) })}
        </Text>
      )}
    </Combobox.Footer>
  );
}

/** One member of the list: picture, name, online status and time zone. */
export function MemberOption({ user, name }: { user: ActivityUser; name: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      {/* Its initials would only repeat the name to a screen reader. */}
      <Avatar src={user.profilePic} name={activityUserName(user)} size={28} alt="" aria-hidden="true" />
      <Stack gap={0}>
        <Text size="sm">{name}</Text>
        <Group gap="xs">
          <OnlineStatus isOnline={user.isOnline} size="xs" />
          <Text span size="xs" c="dimmed">
            {user.timeZone}
          </Text>
        </Group>
      </Stack>
    </Group>
  );
}
