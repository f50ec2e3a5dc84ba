import { Avatar, Combobox, type ComboboxStore, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ActivityUser } from '@worktrail/contract';
import { type ChangeEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../i18n/use-formatters.ts';
import { activityUserName } from '../activity-user-name.ts';
import { memberPageSize } from '../api/activity-api.ts';
import { OnlineStatus } from './OnlineStatus.tsx';

/** How long typing pauses before the server is asked. */
const searchDelayMs = 250;

/** One page of a member picker's list: the first members matching what is typed, and whether more match. */
export type MemberPage<Item> = { items: Item[]; hasMore: boolean };

/** What the search needs of the page's query (TanStack Query's result, kept on screen while the next loads). */
type PageQuery<Item> = {
  data: MemberPage<Item> | undefined;
  isPending: boolean;
  isPlaceholderData: boolean;
  isError: boolean;
};

/**
 * The open member pickers' list (MemberCombobox, MemberMultiCombobox, MemberSearchCombobox), loaded with them: what
 * is typed (null when nothing since the field took focus), the server's first page for it through `usePage` (the
 * same hook on every render) and what to say when the list is empty.
 */
export function useMemberSearch<Item>(usePage: (search: string) => PageQuery<Item>) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed?.trim() ?? '';
  const [search] = useDebouncedValue(text, searchDelayMs);
  const results = usePage(search);
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
    items: results.data?.items ?? [],
    hasMore: results.data?.hasMore ?? false,
    searching,
    empty,
  };
}

/**
 * The open picker's search field: typing asks the server and opens the list (through `open`); leaving the field
 * closes the list and forgets what was typed.
 */
export const searchFieldHandlers = ({
  setTyped,
  combobox,
  open,
}: {
  setTyped: (typed: string | null) => void;
  combobox: ComboboxStore;
  open: () => void;
}) => ({
  onChange: (event: ChangeEvent<HTMLInputElement>) => {
    setTyped(event.currentTarget.value);
    combobox.resetSelectedOption();
    open();
  },
  onFocus: open,
  onBlur: () => {
    combobox.closeDropdown();
    setTyped(null);
  },
});

/**
 * The open picker's dropdown: the options (`children`, `count` of them) under the field's label, what to say when
 * there are none, and under a list that is not empty whether a search is on its way or more members match.
 */
export function MemberListDropdown({
  labelledBy,
  count,
  searching,
  hasMore,
  empty,
  hidden,
  children,
}: {
  labelledBy: string;
  count: number;
  searching: boolean;
  hasMore: boolean;
  empty: string;
  hidden?: boolean;
  children: ReactNode;
}) {
  return (
    <Combobox.Dropdown hidden={hidden}>
      <Combobox.Options labelledBy={labelledBy} aria-busy={searching}>
        <ScrollArea.Autosize mah={220} type="scroll">
          {children}
        </ScrollArea.Autosize>
        {count === 0 && <Combobox.Empty>{empty}</Combobox.Empty>}
      </Combobox.Options>
      {count > 0 && <MemberListFooter searching={searching} hasMore={hasMore} />}
    </Combobox.Dropdown>
  );
}

/** Under a list that is not empty: that a search is on its way, or that more members match than are listed. */
function MemberListFooter({ searching, hasMore }: { searching: boolean; hasMore: boolean }) {
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
