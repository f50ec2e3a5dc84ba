import { Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../i18n/use-formatters.ts';
import { SearchMultiCombobox } from './SearchMultiCombobox.tsx';
import { type PageQuery, useSearchList } from './search-list.tsx';
import { type PickerPageRequest, pickerPageSize } from './search-page.ts';

type Named = { id: string; name: string };

export type ProjectSearchFieldProps = {
  label: string;
  /** The server's first page of the projects whose name holds `search`, asked for only once `enabled`. */
  usePage: (request: PickerPageRequest) => PageQuery<Named>;
  /** Projects chosen from the start, by name, whether on a page or not (a member's own projects). */
  initial?: readonly Named[] | undefined;
  /** The chosen project ids, in the order chosen. */
  value: readonly string[];
  onChange: (projectIds: string[]) => void;
  /** Projects never offered (those a team has already). */
  exclude?: readonly string[] | undefined;
  error?: ReactNode;
};

/**
 * Chooses projects the server finds by part of the name (the member editor's, the team dialogs'): the chosen ones
 * are pills, each with a named remove button (Backspace removes the last); the list shows the first 50 projects
 * matching what is typed and says when more match. Nothing is asked until the field is first opened, and the
 * organisation's whole list never.
 */
export function ProjectSearchField(props: ProjectSearchFieldProps) {
  const { label, usePage: usePickerPage, initial = [], value, onChange, exclude = [], error } = props;
  const { t } = useTranslation();
  const { number } = useFormatters();
  const [opened, setOpened] = useState(false);
  // The names of the projects that may be chosen: those chosen from the start, then each one chosen from a page.
  const [names, setNames] = useState(() => new Map(initial.map((project) => [project.id, project.name])));
  const usePage = (search: string) => usePickerPage({ search, enabled: opened });
  const list = useSearchList(usePage, {
    loading: t('projects.picker.loading'),
    nothingFound: t('projects.picker.nothingFound'),
    loadFailed: t('projects.picker.loadFailed'),
    searching: t('projects.picker.searching'),
    more: t('projects.picker.more', { shown: number(pickerPageSize) }),
  });
  const search = { ...list, items: list.items.filter((project) => !exclude.includes(project.id)) };
  const pills = value.flatMap((id) => {
    const name = names.get(id);
    return name === undefined ? [] : [{ value: id, label: name }];
  });

  return (
    <SearchMultiCombobox
      label={label}
      placeholder={t('projects.picker.placeholder')}
      error={error}
      value={value}
      onChange={onChange}
      pills={pills}
      removeLabel={(name) => t('projects.picker.remove', { name })}
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
