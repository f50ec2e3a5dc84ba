import { Button, Group, MultiSelect, NativeSelect, Stack, TextInput } from '@mantine/core';
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
import { notifySuccess } from '../../../shared/notifications/notify.tsx';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { StatusIcon } from '../../../shared/ui/StatusIcon.tsx';
import { updateTeam, useTeamMutation } from '../api/change-team.ts';

const fields = ['name', 'status', 'leaderIds'] as const;
type Field = (typeof fields)[number];
type EditableStatus = (typeof editableTeamStatuses)[number];

type TeamSettingsFormProps = {
  team: TeamDetail;
  /** Everyone who may lead: the team's members in view and the active members in the caller's scope. */
  choices: Array<{ value: string; label: string }>;
  onConflict: () => void;
};

/**
 * A team's name, state and leaders, saved with the concurrency stamp it was opened with. Re-mounted (keyed by the
 * stamp) whenever the team changes, so it always starts from the latest version.
 */
export function TeamSettingsForm({ team, choices, onConflict }: TeamSettingsFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(team.name);
  const [status, setStatus] = useState<EditableStatus>(team.status === 'inactive' ? 'inactive' : 'active');
  const [leaderIds, setLeaderIds] = useState(team.leaders.map((leader) => leader.id));
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
        <MultiSelect
          label={t('teams.form.leaders')}
          description={t('teams.form.leadersHint')}
          placeholder={t('teams.form.pickPlaceholder')}
          data={choices}
          value={leaderIds}
          onChange={setLeaderIds}
          searchable
          clearable
          error={form.fieldErrors.leaderIds}
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
