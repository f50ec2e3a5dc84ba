import { Avatar, Group, Stack, Text } from '@mantine/core';
import type { ActivityUser } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../i18n/use-formatters.ts';
import { type SearchTexts, useSearchList } from '../../search/search-list.tsx';
import { activityUserName } from '../activity-user-name.ts';
import { memberPageSize } from '../api/activity-api.ts';
import { OnlineStatus } from './OnlineStatus.tsx';

/** What the member pickers' lists say. */
function useMemberSearchTexts(): SearchTexts {
  const { t } = useTranslation();
  const { number } = useFormatters();
  return {
    loading: t('activity.member.loading'),
    nothingFound: t('activity.member.nothingFound'),
    loadFailed: t('activity.member.loadFailed'),
    searching: t('activity.member.searching'),
    more: t('activity.member.more', { shown: number(memberPageSize) }),
  };
}

/**
 * The open member pickers' list (MemberCombobox, MemberMultiCombobox, MemberSearchCombobox), loaded with them: a
 * search list (what is typed, the server's first page for it through `usePage`) in the words of members.
 */
export const useMemberSearch = <Item,>(usePage: Parameters<typeof useSearchList<Item>>[0]) =>
  useSearchList(usePage, useMemberSearchTexts());

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
