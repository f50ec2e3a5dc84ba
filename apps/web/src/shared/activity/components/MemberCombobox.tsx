import { Combobox, InputBase, useCombobox } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SearchListDropdown, searchFieldHandlers } from '../../search/search-list.tsx';
import { useMemberName } from '../activity-user-name.ts';
import { activityUserQueryOptions, useActivityMember, useActivityUsersPage } from '../api/activity-api.ts';
import { MemberLoadFailed, type MemberPickerProps, memberFieldLook } from './MemberField.tsx';
import { MemberOption, useMemberSearch } from './MemberList.tsx';

/**
 * The member picker with its dropdown (MemberPicker.tsx): in its own chunk, fetched when the picker is first used.
 * `autoFocus` takes the focus from the closed field that was used, which opens it.
 */
export function MemberCombobox({ value, onChange, label, autoFocus }: MemberPickerProps & { autoFocus: boolean }) {
  const { t } = useTranslation();
  const nameOf = useMemberName();
  const queryClient = useQueryClient();
  const id = useId();
  const scope = useActivityMember(value);
  // What was typed since the field took focus; null shows the chosen member's name.
  const search = useMemberSearch(useActivityUsersPage);
  const { typed, setTyped, items: users } = search;
  const combobox = useCombobox({
    onDropdownOpen: () => combobox.updateSelectedOptionIndex('active', { scrollIntoView: true }),
    onDropdownClose: () => combobox.resetSelectedOption(),
  });
  const fieldLabel = label ?? t('activity.member.label');

  if (scope.error) return <MemberLoadFailed label={fieldLabel} scope={scope} />;

  const chosen = value ? scope.member : undefined;
  const onlyMe = scope.self !== undefined && !scope.seesOthers;
  const open = () => !onlyMe && combobox.openDropdown();

  const choose = (userId: string) => {
    const user = users.find((item) => item.userId === userId);
    // The card then shows at once, without asking for the member by id.
    if (user) queryClient.setQueryData(activityUserQueryOptions(userId).queryKey, user);
    if (userId !== value) onChange(userId);
    setTyped(null);
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={choose} readOnly={onlyMe}>
      <Combobox.Target targetType="input" withExpandedAttribute>
        <InputBase
          id={id}
          label={fieldLabel}
          labelProps={{ id: `${id}-label` }}
          value={typed ?? (chosen ? nameOf(chosen) : '')}
          {...searchFieldHandlers({ setTyped, combobox, open })}
          onClick={open}
          readOnly={onlyMe}
          disabled={scope.isPending}
          placeholder={scope.isPending ? t('activity.member.loading') : t('activity.member.placeholder')}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          autoFocus={autoFocus}
          {...memberFieldLook(chosen)}
        />
      </Combobox.Target>
      <SearchListDropdown labelledBy={`${id}-label`} count={users.length} list={search} hidden={onlyMe}>
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
      </SearchListDropdown>
    </Combobox>
  );
}
