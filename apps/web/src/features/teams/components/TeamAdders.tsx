import { Box, Button, Checkbox, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberChecklist, useMemberChoice } from '../../../shared/members/components/MemberChecklist.tsx';
import { MemberSearchPicker } from '../../../shared/members/components/MemberSearchPicker.tsx';
import { ProjectSearchField } from '../../../shared/search/ProjectSearchField.tsx';
import { useTeamProjectOptionsPage } from '../api/get-team-options.ts';

type AdderProps = {
  /** The picker's label, and the name of its Add button. */
  label: string;
  busy: boolean;
  /** Adds the chosen ids; true when that succeeded, which empties the choice. */
  onAdd: (ids: string[], asLeaders: boolean) => Promise<boolean>;
};

/**
 * Projects to add to a team, found by name among the organisation's active projects (the server searches them page
 * by page; the whole list is never read) and shown as pills until added. `exclude` are those on the team already:
 * not offered.
 */
export function ProjectAdder({ label, busy, onAdd, exclude }: AdderProps & { exclude: readonly string[] }) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<string[]>([]);
  const add = async () => {
    if (await onAdd(picked, false)) setPicked([]);
  };
  return (
    <Group align="flex-end" gap="xs">
      <Box flex={1}>
        <ProjectSearchField
          label={label}
          usePage={useTeamProjectOptionsPage}
          value={picked}
          onChange={setPicked}
          exclude={exclude}
        />
      </Box>
      <Button aria-label={label} onClick={() => void add()} disabled={!picked.length} loading={busy}>
        {t('teams.detail.add')}
      </Button>
    </Group>
  );
}

/**
 * Members to add to a team, found by name or e-mail among the active members in the caller's scope (the server
 * searches them page by page; the whole list is never read) and listed ticked until added, as leaders if asked.
 * `exclude` are those on the team already: not offered, and no longer listed once added.
 */
export function MemberAdder({ label, busy, onAdd, exclude }: AdderProps & { exclude: readonly string[] }) {
  const { t } = useTranslation();
  const choice = useMemberChoice({ initialIds: [], known: [] });
  const [asLeaders, setAsLeaders] = useState(false);
  // Those on the team (added now, or meanwhile by another change) are neither listed nor added again.
  const rows = choice.rows.filter((row) => !exclude.includes(row.id));
  const picked = choice.selected.filter((id) => !exclude.includes(id));
  const add = async () => {
    if (!(await onAdd(picked, asLeaders))) return;
    choice.setSelected([]);
    setAsLeaders(false);
  };
  return (
    <Stack gap="xs">
      <MemberSearchPicker
        label={label}
        placeholder={t('teams.form.addPlaceholder')}
        exclude={[...exclude, ...choice.selected]}
        onChoose={choice.add}
      />
      {rows.length > 0 && (
        <MemberChecklist
          label={t('teams.detail.toAdd')}
          members={rows}
          value={picked}
          onChange={choice.setSelected}
          empty={t('teams.form.noMembers')}
        />
      )}
      <Group justify="flex-end" gap="xs">
        <Checkbox
          label={t('teams.detail.addAsLeaders')}
          checked={asLeaders}
          onChange={(event) => setAsLeaders(event.currentTarget.checked)}
        />
        <Button aria-label={label} onClick={() => void add()} disabled={!picked.length} loading={busy}>
          {t('teams.detail.add')}
        </Button>
      </Group>
    </Stack>
  );
}
