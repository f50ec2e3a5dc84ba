import { Combobox, InputBase, Stack, Text, useCombobox } from '@mantine/core';
import { useId } from '@mantine/hooks';
import type { MemberInTenant } from '@worktrail/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberSearch } from '../../activity/components/MemberList.tsx';
import { SearchListDropdown, searchFieldHandlers } from '../../search/search-list.tsx';
import { useMemberPickerPage } from '../api/member-picker-api.ts';
import type { MemberSearchPickerProps } from './MemberSearchPicker.tsx';

/** One member of the list: the name, and the e-mail under it when it is not the name already. */
function MemberInTenantOption({ member }: { member: MemberInTenant }) {
  return (
    <Stack gap={0}>
      <Text size="sm">
        <bdi>{member.name || member.email}</bdi>
      </Text>
      {member.name && member.name !== member.email && (
        <Text size="xs" c="dimmed">
          <bdi>{member.email}</bdi>
        </Text>
      )}
    </Stack>
  );
}

/**
 * The member search picker with its dropdown (MemberSearchPicker.tsx): in its own chunk, fetched when the picker is
 * first used. `autoFocus` takes the focus from the closed field that was used, which opens it.
 */
export function MemberSearchCombobox(props: MemberSearchPickerProps & { autoFocus: boolean }) {
  const { label, description, placeholder, onChoose, exclude = [], value, onClear } = props;
  const { managersOnly, error, autoFocus } = props;
  const { t } = useTranslation();
  const id = useId();
  // Once the picker's code is loaded, later screens show it at once: the server is asked when it is first opened.
  const [opened, setOpened] = useState(false);
  const usePage = (search: string) => useMemberPickerPage({ search, managersOnly, enabled: opened });
  const search = useMemberSearch(usePage);
  const { typed, setTyped, items } = search;
  const combobox = useCombobox({
    onDropdownOpen: () => setOpened(true),
    onDropdownClose: () => combobox.resetSelectedOption(),
  });
  const options = items.filter((member) => !exclude.includes(member.id) && member.id !== value?.id);
  const open = () => combobox.openDropdown();
  const single = value !== undefined;

  const choose = (memberId: string) => {
    const member = items.find((item) => item.id === memberId);
    if (member) onChoose(member);
    setTyped(null);
    combobox.resetSelectedOption();
    // A single choice is made: the list closes. One added to a list leaves it open for the next.
    if (single) combobox.closeDropdown();
  };

  const clear = value && onClear && typed === null;
  return (
    <Combobox store={combobox} onOptionSubmit={choose}>
      <Combobox.Target targetType="input" withExpandedAttribute>
        <InputBase
          id={id}
          label={label}
          labelProps={{ id: `${id}-label` }}
          description={description}
          error={error}
          value={typed ?? value?.name ?? ''}
          placeholder={placeholder}
          autoFocus={autoFocus}
          {...searchFieldHandlers({ setTyped, combobox, open })}
          onClick={open}
          rightSection={
            clear ? (
              // Mantine hides it from keyboards and screen readers; a choice should be taken back either way.
              <Combobox.ClearButton
                onClear={onClear}
                aria-label={t('activity.member.remove', { name: value.name })}
                aria-hidden={false}
                tabIndex={0}
              />
            ) : (
              <Combobox.Chevron />
            )
          }
          rightSectionPointerEvents={clear ? 'all' : 'none'}
        />
      </Combobox.Target>
      <SearchListDropdown labelledBy={`${id}-label`} count={options.length} list={search}>
        {options.map((member) => (
          <Combobox.Option key={member.id} value={member.id}>
            <MemberInTenantOption member={member} />
          </Combobox.Option>
        ))}
      </SearchListDropdown>
    </Combobox>
  );
}
