import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { SearchMultiCombobox } from '../../../shared/search/SearchMultiCombobox.tsx';
import { useSearchList } from '../../../shared/search/search-list.tsx';
import { pickerPageSize } from '../../../shared/search/search-page.ts';
import { useProjectOptionsPage } from '../api/member-options.ts';

type Named = { id: string; name: string };

type MemberProjectsFieldProps = {
  /** The member's projects as listed, by name: chosen from the start, whether open or on the first page or not. */
  initial: readonly Named[];
  /** The chosen project ids, in the order chosen. */
  value: readonly string[];
  onChange: (projectIds: string[]) => void;
};

/**
 * The member editor's projects: the member's projects are pills, and the server finds open projects by part of the
 * name, 50 at a time, saying when more match (GetMemberProjectOptions with search and a page); nothing is asked until
 * the field is first opened, and the organisation's whole list never.
 */
export function MemberProjectsField({ initial, value, onChange }: MemberProjectsFieldProps) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const [opened, setOpened] = useState(false);
  // The names of the projects that may be chosen: the member's own, then each one chosen from a page.
  const [names, setNames] = useState(() => new Map(initial.map((project) => [project.id, project.name])));
  const usePage = (search: string) => useProjectOptionsPage({ search, enabled: opened });
  const search = useSearchList(usePage, {
    loading: t('members.edit.projectSearch.loading'),
    nothingFound: t('members.edit.projectSearch.nothingFound'),
    loadFailed: t('members.edit.projectSearch.loadFailed'),
    searching: t('members.edit.projectSearch.searching'),
    more: t('members.edit.projectSearch.more', { shown: number(pickerPageSize) }),
  });
  const pills = value.flatMap((id) => {
    const name = names.get(id);
    return name === undefined ? [] : [{ value: id, label: name }];
  });

  return (
    <SearchMultiCombobox
      label={t('members.edit.projects')}
      placeholder={t('members.edit.projectSearch.placeholder')}
      value={value}
      onChange={onChange}
      pills={pills}
      removeLabel={(name) => t('members.edit.projectSearch.remove', { name })}
      search={search}
      optionValue={(project) => project.id}
      renderOption={(project) => (
        <Text size="sm">
          <bdi>{project.name}</bdi>
        </Text>
      )}
      onChoose={(project) => setNames((current) => new Map(current).set(project.id, project.name))}
      onDropdownOpen={() => setOpened(true)}
    />
  );
}
