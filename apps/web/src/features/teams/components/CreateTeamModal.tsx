import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { createTeamRequest, teamNameMaxLength } from '@worktrail/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { validateWith } from '../../../shared/forms/validation.ts';
import { translateKnownMessage } from '../../../shared/i18n/contract-messages.ts';
import { MemberChecklist, useMemberChoice } from '../../../shared/members/components/MemberChecklist.tsx';
import { MemberSearchPicker } from '../../../shared/members/components/MemberSearchPicker.tsx';
import { notifySuccess } from '../../../shared/notifications/notify.tsx';
import { ProjectSearchField } from '../../../shared/search/ProjectSearchField.tsx';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { createTeam, useTeamMutation } from '../api/change-team.ts';
import { useTeamProjectOptionsPage } from '../api/get-team-options.ts';

const fields = ['name', 'leaderIds', 'memberIds', 'projectIds'] as const;
type Field = (typeof fields)[number];

/**
 * Create a team (§2 Teams): a name (required, at most 100 characters, unique), and optionally its leaders,
 * members and projects. Leaders and members are found by name or e-mail among the active members (the server
 * searches them page by page; the whole list is never read) and listed ticked; untick to leave one out. Leaders are
 * members too, so they are not offered again as members. Projects are found by name among the active ones the same
 * way. Mounted only while open, so each opening starts empty.
 */
export function CreateTeamModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const leaders = useMemberChoice({ initialIds: [], known: [] });
  const members = useMemberChoice({ initialIds: [], known: [] });
  const leaderIds = leaders.selected;
  const memberIds = members.selected.filter((id) => !leaderIds.includes(id));
  const [projectIds, setProjectIds] = useState<string[]>([]);
  const create = useTeamMutation(createTeam);
  const form = useFormSubmit({
    fields,
    mutation: create,
    onSuccess: (team) => {
      notifySuccess(t('teams.form.created', { name: team.name }));
      onClose();
    },
    fieldOfFailure: (failure) => (failure.code === 'ALREADY_EXISTS' ? 'name' : null),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = { name, leaderIds, memberIds, projectIds };
    void form.submit(
      validateWith(createTeamRequest, values, (_field: Field, issue) => translateKnownMessage(issue.message)),
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('teams.form.createTitle')} centered size="lg">
      <form noValidate onSubmit={onSubmit}>
        <Stack>
          {form.failure && <FormAlert message={form.failure.message} />}
          <TextInput
            label={t('teams.form.name')}
            required
            data-autofocus
            maxLength={teamNameMaxLength + 50}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              form.clearFieldError('name');
            }}
            error={form.fieldErrors.name}
          />
          <MemberSearchPicker
            label={t('teams.form.addLeader')}
            description={t('teams.form.leadersHint')}
            placeholder={t('teams.form.addPlaceholder')}
            exclude={leaderIds}
            onChoose={leaders.add}
            error={form.fieldErrors.leaderIds}
          />
          <MemberChecklist
            label={t('teams.form.leaders')}
            members={leaders.rows}
            value={leaderIds}
            onChange={leaders.setSelected}
            empty={t('teams.form.noLeaders')}
          />
          <MemberSearchPicker
            label={t('teams.form.addMember')}
            placeholder={t('teams.form.addPlaceholder')}
            exclude={[...leaderIds, ...memberIds]}
            onChoose={members.add}
            error={form.fieldErrors.memberIds}
          />
          <MemberChecklist
            label={t('teams.form.members')}
            members={members.rows.filter((row) => !leaderIds.includes(row.id))}
            value={memberIds}
            onChange={members.setSelected}
            empty={t('teams.form.noMembers')}
          />
          <ProjectSearchField
            label={t('teams.form.projects')}
            usePage={useTeamProjectOptionsPage}
            value={projectIds}
            onChange={setProjectIds}
            error={form.fieldErrors.projectIds}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t('teams.form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
