import { Loader, Modal, Stack } from '@mantine/core';
import type { WorkspaceDetail, WorkspaceListItem } from '@worktrail/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../../shared/notifications/notify.tsx';
import { FormAlert } from '../../../../shared/ui/FormAlert.tsx';
import { LoadFailed } from '../../../../shared/ui/LoadFailed.tsx';
import { useSetWorkspaceMembers } from '../../api/change-workspace.ts';
import { useWorkspace } from '../../api/get-workspaces.ts';
import { FormFooter } from '../FormFooter.tsx';
import { closeOnConflict, taskFailureText } from '../task-notices.tsx';
import { type MemberRow, MembersEditor } from './MembersEditor.tsx';
import { useMemberCandidates } from './use-member-candidates.ts';

/** A workspace's members and what each may do there (view, edit, manage); one at least keeps manage. */
export function WorkspaceMembersModal({ workspace, onClose }: { workspace: WorkspaceListItem; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useWorkspace(workspace.id);
  return (
    <Modal opened onClose={onClose} title={t('tasks.members.titleOf', { name: workspace.name })} centered size="lg">
      {detail.isPending && <Loader size="sm" aria-label={t('tasks.members.loading')} />}
      {detail.isError && (
        <LoadFailed
          message={taskFailureText(detail.error, t('tasks.errors.loadMembers'))}
          onRetry={() => detail.refetch()}
        />
      )}
      {detail.data && <MembersForm key={detail.data.concurrencyStamp} detail={detail.data} onClose={onClose} />}
    </Modal>
  );
}

function MembersForm({ detail, onClose }: { detail: WorkspaceDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSetWorkspaceMembers();
  const { candidates, failed } = useMemberCandidates(detail.id);
  const [rows, setRows] = useState<MemberRow[]>(() =>
    detail.members.map((member) => ({ memberId: member.id, name: member.name, permission: member.permission })),
  );
  const [failure, setFailure] = useState<string | null>(null);

  const onSave = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    try {
      await save.mutateAsync({
        id: detail.id,
        members: rows.map(({ memberId, permission }) => ({ memberId, permission })),
        concurrencyStamp: detail.concurrencyStamp,
      });
      notifySuccess(t('tasks.members.saved', { name: detail.name }));
      onClose();
    } catch (error) {
      if (closeOnConflict(error, onClose)) return;
      setFailure(taskFailureText(error, t('tasks.errors.saveMembers')));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSave(event)}>
      <Stack>
        {failure && <FormAlert message={failure} />}
        <MembersEditor
          rows={rows}
          onChange={setRows}
          candidates={candidates}
          error={failed ? t('tasks.errors.loadMembers') : undefined}
        />
        <FormFooter submitLabel={t('tasks.members.save')} onCancel={onClose} loading={save.isPending} />
      </Stack>
    </form>
  );
}
