import { Avatar, Combobox, Group, InputBase, Loader, ScrollArea, Stack, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue, useId } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import type { ActivityUser } from '@worktrail/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../i18n/use-formatters.ts';
import { activityUserName } from '../activity-user-name.ts';
import {
  activityUserQueryOptions,
  memberPageSize,
  useActivityMember,
  useActivityUsersPage,
} from '../api/activity-api.ts';
import { MemberLoadFailed, type MemberPickerProps, memberFieldLook, useMemberName } from './MemberField.tsx';
import { OnlineStatus } from './OnlineStatus.tsx';

const searchDelayMs = 250;

/**
 * The member picker with its dropdown (MemberPicker.tsx): in its own chunk, fetched when the picker is first used.
 * `autoFocus` takes the focus from the closed field that was used, which opens it.
 */
export function MemberCombobox({ value, onChange, label, autoFocus }: MemberPickerProps & { autoFocus: boolean }) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const nameOf = useMemberName();
  const queryClient = useQueryClient();
  const id = useId();
  const scope = useActivityMember(value);
  // What was typed since the field took focus; null shows the chosen member's name.
  const [typed, setTyped] = useState<string | null>(null);
  const [search] = useDebouncedValue(typed?.trim() ?? '', searchDelayMs);
  const results = useActivityUsersPage(search);
  const combobox = useCombobox({
    onDropdownOpen: () => combobox.updateSelectedOptionIndex('active', { scrollIntoView: true }),
    onDropdownClose: () => combobox.resetSelectedOption(),
  });
  const fieldLabel = label ?? t('activity.member.label');

  if (scope.error) return <MemberLoadFailed label={fieldLabel} scope={scope} />;

  const chosen = value ? scope.member : undefined;
  const onlyMe = scope.self !== undefined && !scope.seesOthers;
  const users = results.data?.users ?? [];
  // Until the answer for what is typed arrives, the previous one stays listed.
  const searching = results.isPending || results.isPlaceholderData || search !== (typed?.trim() ?? '');
  const open = () => !onlyMe && combobox.openDropdown();

  const choose = (userId: string) => {
    const user = users.find((item) => item.userId === userId);
    // The card then shows at once, without asking for the member by id.
    if (user) queryClient.setQueryData(activityUserQueryOptions(userId).queryKey, user);
    if (userId !== value) onChange(userId);
    setTyped(null);
    combobox.closeDropdown();
  };

  const empty = searching
    ? t('activity.member.loading')
    : results.isError
      ? t('activity.member.loadFailed')
      : t('activity.member.nothingFound');

  return (
    <Combobox store={combobox} onOptionSubmit={choose} readOnly={onlyMe}>
      <Combobox.Target targetType="input" withExpandedAttribute>
        <InputBase
          id={id}
          label={fieldLabel}
          labelProps={{ id: `${id}-label` }}
          value={typed ?? (chosen ? nameOf(chosen) : '')}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            combobox.resetSelectedOption();
            open();
          }}
          onClick={open}
          onFocus={open}
          onBlur={() => {
            combobox.closeDropdown();
            setTyped(null);
          }}
          readOnly={onlyMe}
          disabled={scope.isPending}
          placeholder={scope.isPending ? t('activity.member.loading') : t('activity.member.placeholder')}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          autoFocus={autoFocus}
          {...memberFieldLook(chosen)}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={onlyMe}>
        <Combobox.Options labelledBy={`${id}-label`} aria-busy={searching}>
          <ScrollArea.Autosize mah={220} type="scroll">
            {users.map((user) => (
              <Combobox.Option
                key={user.userId}
                value={user.userId}
                active={user.userId === value}
                aria-selected={user.userId === value}
              >
                <MemberOption user={user} name={nameOf(user)} />
              </Combobox.Option>
            ))}
          </ScrollArea.Autosize>
          {users.length === 0 && <Combobox.Empty>{empty}</Combobox.Empty>}
        </Combobox.Options>
        {users.length > 0 && (searching || results.data?.hasMore) && (
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
        )}
      </Combobox.Dropdown>
    </Combobox>
  );
}

/** One member of the list: picture, name, online status and time zone. */
function MemberOption({ user, name }: { user: ActivityUser; name: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={user.profilePic} name={activityUserName(user)} size={28} alt="" />
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
