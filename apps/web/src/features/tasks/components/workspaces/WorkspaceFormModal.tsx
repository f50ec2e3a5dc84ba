import { Modal, NativeSelect, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import {
  createWorkspaceRequest,
  taskLimits,
  type WorkspaceListItem,
  type WorkspaceVisibility,
  workspaceSettableStatuses,
  workspaceVisibilities,
} from '@worktrail/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../shared/api/api-error.ts';
import { validateWith } from '../../../../shared/forms/validation.ts';
import { translateKnownMessage } from '../../../../shared/i18n/contract-messages.ts';
import { notifySuccess } from '../../../../shared/notifications/notify.tsx';
import { FormAlert } from '../../../../shared/ui/FormAlert.tsx';
import { useCreateWorkspace, useUpdateWorkspace } from '../../api/change-workspace.ts';
import { FormFooter } from '../FormFooter.tsx';
import { closeOnConflict, taskFailureText } from '../task-notices.tsx';
import { type MemberRow, MembersEditor } from './MembersEditor.tsx';
import { useMemberCandidates } from './use-member-candidates.ts';

type SettableStatus = (typeof workspaceSettableStatuses)[number];

type WorkspaceFormModalProps = {
  /** The workspace to edit, or null to create one. */
  workspace: WorkspaceListItem | null;
  onClose: () => void;
};

/**
 * Create a workspace (name, public or private, members with view, edit or manage) or edit one (name, visibility,
 * active, archived or disabled). A taken name shows beside the name; a conflict closes with the 2 s notice.
 */
export function WorkspaceFormModal({ workspace, onClose }: WorkspaceFormModalProps) {
  const { t } = useTranslation();
  const create = useCreateWorkspace();
  const update = useUpdateWorkspace();
  const { candidates, failed } = useMemberCandidates(null);
  const visibilityLabel = useId();
  const [name, setName] = useState(workspace?.name ?? '');
  const [visibility, setVisibility] = useState<WorkspaceVisibility>(workspace?.visibility ?? 'public');
  const [status, setStatus] = useState<SettableStatus>(
    workspace && workspace.status !== 'deleted' ? workspace.status : 'active',
  );
  const [members, setMembers] = useState<MemberRow[]>([]);
  const [nameError, setNameError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const fallback = t(workspace ? 'tasks.errors.updateWorkspace' : 'tasks.errors.createWorkspace');

  const save = (fields: { name: string; visibility: WorkspaceVisibility }) =>
    workspace
      ? update.mutateAsync({ id: workspace.id, ...fields, status, concurrencyStamp: workspace.concurrencyStamp })
      : create.mutateAsync({
          ...fields,
          members: members.map(({ memberId, permission }) => ({ memberId, permission })),
        });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const validation = validateWith(createWorkspaceRequest, { name, visibility }, (_field: 'name', issue) =>
      translateKnownMessage(issue.message),
    );
    if (!validation.ok) return setNameError(validation.errors.name);
    try {
      const saved = await save({ name: validation.data.name, visibility });
      notifySuccess(t(workspace ? 'tasks.workspaces.updated' : 'tasks.workspaces.created', { name: saved.name }));
      onClose();
    } catch (error) {
      if (closeOnConflict(error, onClose)) return;
      const text = taskFailureText(error, fallback);
      if (isApiError(error) && error.code === 'ALREADY_EXISTS') setNameError(text);
      else setFailure(text);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(workspace ? 'tasks.workspaces.editTitle' : 'tasks.workspaces.createTitle')}
      centered
      size="lg"
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack>
          {failure && <FormAlert message={failure} />}
          <TextInput
            label={t('tasks.workspaces.name')}
            required
            data-autofocus
            maxLength={taskLimits.workspaceNameMax + 20}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setNameError(undefined);
            }}
            error={nameError}
          />
          <Stack gap={4}>
            <Text component="span" id={visibilityLabel} size="sm" fw={500}>
              {t('tasks.workspaces.visibility')}
            </Text>
            <SegmentedControl
              aria-labelledby={visibilityLabel}
              value={visibility}
              onChange={(value) => setVisibility(value as WorkspaceVisibility)}
              data={workspaceVisibilities.map((value) => ({ value, label: t(`tasks.visibility.${value}`) }))}
            />
            <Text size="xs" c="dimmed">
              {t(`tasks.visibility.${visibility}Hint`)}
            </Text>
          </Stack>
          {workspace ? (
            <NativeSelect
              label={t('tasks.workspaces.status')}
              value={status}
              onChange={(event) => setStatus(event.currentTarget.value as SettableStatus)}
              data={workspaceSettableStatuses.map((value) => ({ value, label: t(`tasks.workspaceStatuses.${value}`) }))}
            />
          ) : (
            <Stack gap={4}>
              <MembersEditor
                rows={members}
                onChange={setMembers}
                candidates={candidates}
                error={failed ? t('tasks.errors.loadMembers') : undefined}
              />
              <Text size="xs" c="dimmed">
                {t('tasks.workspaces.youManage')}
              </Text>
            </Stack>
          )}
          <FormFooter
            submitLabel={t(workspace ? 'tasks.workspaces.save' : 'tasks.workspaces.create')}
            onCancel={onClose}
            loading={create.isPending || update.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
