import { Combobox, Pill, PillsInput, useCombobox } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberName } from '../activity-user-name.ts';
import { activityUserQueryOptions, useActivityMembers, useActivityUsersPage } from '../api/activity-api.ts';
import { MemberListDropdown, MemberOption, searchFieldHandlers, useMemberSearch } from './MemberList.tsx';
import type { MemberMultiPickerProps } from './MemberMultiPicker.tsx';

/**
 * The multi-member picker with its dropdown (MemberMultiPicker.tsx): in its own chunk, fetched when the picker is
 * first used. `autoFocus` takes the focus from the closed field that was used, which opens it.
 *
 * The chosen members are pills, each with a named remove button reachable by Tab; Backspace in the empty search
 * removes the last one. The list shows the server's first page for what is typed, without the chosen ones.
 */
export function MemberMultiCombobox(props: MemberMultiPickerProps & { autoFocus: boolean }) {
  const { label, value, onChange, placeholder, error, autoFocus } = props;
  const { t } = useTranslation();
  const nameOf = useMemberName();
  const queryClient = useQueryClient();
  const id = useId();
  const chosen = useActivityMembers(value);
  const { typed, setTyped, items: users, hasMore, searching, empty } = useMemberSearch(useActivityUsersPage);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const field = useRef<HTMLInputElement>(null);
  const pills = useRef<HTMLDivElement>(null);
  // After a remove button took a pill away from under the focus: the position of the pill to focus instead.
  const [refocus, setRefocus] = useState<number | null>(null);

  useEffect(() => {
    if (refocus === null) return;
    // The pills' remove buttons are the only buttons among them.
    const buttons = pills.current?.querySelectorAll('button') ?? [];
    (buttons[refocus] ?? field.current)?.focus();
    setRefocus(null);
  }, [refocus]);

  const options = users.filter((user) => !value.includes(user.userId));
  // Ids outside the caller's scope are not shown, and any change leaves them out: the server ignores them.
  const kept = value.filter((userId) => !chosen.absent.has(userId));
  const open = () => combobox.openDropdown();

  const choose = (userId: string) => {
    const user = users.find((item) => item.userId === userId);
    // Its pill then shows at once, without asking for the member by id.
    if (user) queryClient.setQueryData(activityUserQueryOptions(userId).queryKey, user);
    onChange([...kept.filter((item) => item !== userId), userId]);
    setTyped(null);
    combobox.resetSelectedOption();
  };

  const remove = (userId: string, position: number) => {
    // Removed with its own button (the keyboard's way): the focus goes to the next pill, else to the search.
    const active = document.activeElement;
    if (active !== field.current && pills.current?.contains(active)) setRefocus(position);
    onChange(kept.filter((item) => item !== userId));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = chosen.members.at(-1);
    if (event.key === 'Backspace' && !event.currentTarget.value && last) {
      event.preventDefault();
      remove(last.userId, chosen.members.length - 1);
    }
  };

  const clear =
    chosen.members.length > 0 ? (
      <Combobox.ClearButton
        onClear={() => {
          onChange([]);
          setTyped(null);
        }}
      />
    ) : (
      <Combobox.Chevron />
    );

  return (
    <Combobox store={combobox} onOptionSubmit={choose}>
      <Combobox.DropdownTarget>
        <PillsInput
          id={id}
          label={label}
          labelProps={{ id: `${id}-label` }}
          error={error ?? (chosen.isError ? t('activity.member.loadFailed') : undefined)}
          onClick={open}
          rightSection={clear}
          rightSectionPointerEvents={chosen.members.length > 0 ? 'all' : 'none'}
        >
          <Pill.Group ref={pills}>
            {chosen.members.map((member, position) => {
              const name = nameOf(member);
              return (
                <Pill
                  key={member.userId}
                  withRemoveButton
                  onRemove={() => remove(member.userId, position)}
                  // Mantine hides the remove button from keyboards and screen readers (Backspace removes the last
                  // pill); each member should be removable on their own, so it is a named, focusable button.
                  removeButtonProps={{
                    'aria-label': t('activity.member.remove', { name }),
                    'aria-hidden': false,
                    tabIndex: 0,
                  }}
                >
                  {name}
                </Pill>
              );
            })}
            <Combobox.EventsTarget withExpandedAttribute>
              <PillsInput.Field
                ref={field}
                id={id}
                value={typed ?? ''}
                placeholder={
                  chosen.members.length > 0 ? undefined : chosen.isPending ? t('activity.member.loading') : placeholder
                }
                autoFocus={autoFocus}
                {...searchFieldHandlers({ setTyped, combobox, open })}
                onKeyDown={onKeyDown}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>
      <MemberListDropdown
        labelledBy={`${id}-label`}
        count={options.length}
        searching={searching}
        hasMore={hasMore}
        empty={empty}
      >
        {options.map((user) => (
          <Combobox.Option key={user.userId} value={user.userId}>
            <MemberOption user={user} name={nameOf(user)} />
          </Combobox.Option>
        ))}
      </MemberListDropdown>
    </Combobox>
  );
}
