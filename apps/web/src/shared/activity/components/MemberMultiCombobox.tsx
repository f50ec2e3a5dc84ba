import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SearchMultiCombobox } from '../../search/SearchMultiCombobox.tsx';
import { useMemberName } from '../activity-user-name.ts';
import { activityUserQueryOptions, useActivityMembers, useActivityUsersPage } from '../api/activity-api.ts';
import { MemberOption, useMemberSearch } from './MemberList.tsx';
import type { MemberMultiPickerProps } from './MemberMultiPicker.tsx';

/**
 * The multi-member picker with its dropdown (MemberMultiPicker.tsx): in its own chunk, fetched when the picker is
 * first used. `autoFocus` takes the focus from the closed field that was used, which opens it.
 *
 * The chosen members are pills (SearchMultiCombobox); the list shows the server's first page for what is typed.
 */
export function MemberMultiCombobox(props: MemberMultiPickerProps & { autoFocus: boolean }) {
  const { label, value, onChange, placeholder, error, autoFocus } = props;
  const { t } = useTranslation();
  const nameOf = useMemberName();
  const queryClient = useQueryClient();
  const chosen = useActivityMembers(value);
  const search = useMemberSearch(useActivityUsersPage);
  // Ids outside the caller's scope are not shown, and any change leaves them out: the server ignores them.
  const kept = value.filter((userId) => !chosen.absent.has(userId));

  return (
    <SearchMultiCombobox
      label={label}
      placeholder={chosen.isPending ? t('activity.member.loading') : placeholder}
      error={error ?? (chosen.isError ? t('activity.member.loadFailed') : undefined)}
      autoFocus={autoFocus}
      value={kept}
      onChange={onChange}
      pills={chosen.members.map((member) => ({ value: member.userId, label: nameOf(member) }))}
      removeLabel={(name) => t('activity.member.remove', { name })}
      search={search}
      optionValue={(user) => user.userId}
      renderOption={(user) => <MemberOption user={user} name={nameOf(user)} />}
      // Its pill then shows at once, without asking for the member by id.
      onChoose={(user) => queryClient.setQueryData(activityUserQueryOptions(user.userId).queryKey, user)}
    />
  );
}
