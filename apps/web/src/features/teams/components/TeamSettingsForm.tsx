import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  editableTeamStatuses,
  type TeamDetail,
  teamNameMaxLength,
  timings,
  type UpdateTeamRequest,
  updateTeamRequest,
} from '@worktrail/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { validateWith } from '../../../shared/forms/validation.ts';
import { translateKnownMessage } from '../../../shared/i18n/contract-messages.ts';
import { MemberChecklist, useMemberChoice } from '../../../shared/members/components/MemberChecklist.tsx';
import { MemberSearchPicker } from '../../../shared/members/components/MemberSearchPicker.tsx';
import { notifySuccess } from '../../../shared/notifications/notify.tsx';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { StatusIcon } from '../../../shared/ui/StatusIcon.tsx';
import { updateTeam, useTeamMutation } from '../api/change-team.ts';
import { teamLeaders } from './team-options.ts';

const fields = ['name', 'status', 'leaderIds'] as const;
type Field = (typeof fields)[number];
type EditableStatus = (typeof editableTeamStatuses)[number];

type TeamSettingsFormProps = {
  team: TeamDetail;
  onConflict: () => void;
};

/**
 * A team's name, state and leaders, saved with the concurrency stamp it was opened with. Re-mounted (keyed by the
 * stamp) whenever the team changes, so it always starts from the latest version. The leaders are listed ticked,
 * named by the team itself; others are found by name or e-mail among the active members in the caller's scope (the
 * server searches them page by page) and become members too.
 */
export function TeamSettingsForm({ team, onConflict }: TeamSettingsFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(team.name);
  const [status, setStatus] = useState<EditableStatus>(team.status === 'inactive' ? 'inactive' : 'active');
  const leaders = useMemberChoice({ initialIds: team.leaders.map((leader) => leader.id), known: teamLeaders(team) });
  const leaderIds = leaders.selected;
  const update = useTeamMutation(updateTeam);
  const form = useFormSubmit({
    fields,
    mutation: { mutateAsync: (body: UpdateTeamRequest) => update.mutateAsync({ teamId: team.id, ...body }) },
    onSuccess: (saved) => notifySuccess(t('teams.detail.saved', { name: saved.name })),
    onFailure: (failure) => {
      if (failure.code !== 'CONCURRENCY_ERROR') return;
      notifications.show({
        color: 'blue',
        title: t('teams.conflict.title'),
        message: t('teams.conflict.message'),
        icon: <StatusIcon type="info" />,
        autoClose: timings.conflictNoticeMs,
      });
      onConflict();
    },
    fieldOfFailure: (failure) => (failure.code === 'ALREADY_EXISTS' ? 'name' : null),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = { name, status, leaderIds, concurrencyStamp: team.concurrencyStamp };
    void form.submit(
      validateWith(updateTeamRequest, values, (_field: Field, issue) => translateKnownMessage(issue.message)),
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('teams.detail.settings')}>
      <Stack gap="sm">
        {form.failure && <FormAlert message={form.failure.message} />}
        <TextInput
          label={t('teams.form.name')}
          required
          maxLength={teamNameMaxLength + 50}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            form.clearFieldError('name');
          }}
          error={form.fieldErrors.name}
        />
        <NativeSelect
          label={t('teams.detail.status')}
          value={status}
          onChange={(event) => setStatus(event.currentTarget.value === 'inactive' ? 'inactive' : 'active')}
          data={editableTeamStatuses.map((value) => ({ value, label: t(`teams.statuses.${value}`) }))}
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
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            {t('teams.detail.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
