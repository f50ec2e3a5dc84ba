import { Alert, Button, Divider, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { permissions, type TeamDetail } from '@worktrail/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../shared/dialogs/dialogs.tsx';
import { notifyError, notifySuccess } from '../../../shared/notifications/notify.tsx';
import { useErrorToast } from '../../../shared/notifications/use-error-toast.ts';
import { usePermission } from '../../../shared/permissions/use-permission.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import {
  addTeamMembers,
  addTeamProjects,
  changeWholeTeam,
  deleteTeam,
  removeTeamMembers,
  removeTeamProjects,
  useTeamMutation,
  type WholeTeamChange,
} from '../api/change-team.ts';
import { useTeam } from '../api/get-team.ts';
import { MemberAdder, ProjectAdder } from './TeamAdders.tsx';
import { TeamPartList } from './TeamPartList.tsx';
import { TeamSettingsForm } from './TeamSettingsForm.tsx';
import { confirmAndDelete } from './team-actions.ts';

type TeamDetailModalProps = { teamId: string; name: string; onClose: () => void };

/**
 * One team (§2 Teams): its name, state and leaders; its members and projects, added and removed one by one or all at
 * once (with confirmation); and deleting it. Readers without the permission, and deleted teams, see it read-only.
 */
export function TeamDetailModal({ teamId, name, onClose }: TeamDetailModalProps) {
  const { t } = useTranslation();
  const team = useTeam(teamId);
  useErrorToast(team.error, t('teams.errors.fetch'));
  const mayManage = usePermission(permissions.members.manage);
  const data = team.data;

  const body = () => {
    if (team.isError && !data) return <LoadFailed message={t('teams.detail.failed')} onRetry={() => team.refetch()} />;
    if (!data) {
      return (
        <Stack gap="sm" aria-busy="true" aria-label={t('teams.detail.loading')}>
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} height={32} />
          ))}
        </Stack>
      );
    }
    return mayManage && data.status !== 'deleted' ? (
      <EditableTeam team={data} onConflict={() => void team.refetch()} onDeleted={onClose} />
    ) : (
      <ReadOnlyTeam team={data} />
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('teams.detail.title', { name: data?.name ?? name })} size="xl" centered>
      {body()}
    </Modal>
  );
}

function ReadOnlyTeam({ team }: { team: TeamDetail }) {
  const { t } = useTranslation();
  return (
    <Stack>
      {team.status === 'deleted' && <Alert color="gray">{t('teams.detail.deletedNotice')}</Alert>}
      <TeamParts team={team} editable={false} />
    </Stack>
  );
}

function EditableTeam({
  team,
  onConflict,
  onDeleted,
}: {
  team: TeamDetail;
  onConflict: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const remove = useTeamMutation(deleteTeam);
  return (
    <Stack>
      <TeamSettingsForm key={team.concurrencyStamp} team={team} onConflict={onConflict} />
      <Divider />
      <TeamParts team={team} editable />
      <Divider />
      <Group justify="flex-end">
        <Button
          color="red"
          variant="light"
          loading={remove.isPending}
          onClick={async () => {
            if (await confirmAndDelete({ team, remove: remove.mutateAsync })) onDeleted();
          }}
        >
          {t('teams.detail.delete')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The members and projects of a team, with the changes one may make when `editable`. */
function TeamParts({ team, editable }: { team: TeamDetail; editable: boolean }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const addMembers = useTeamMutation(addTeamMembers);
  const removeMembers = useTeamMutation(removeTeamMembers);
  const addProjects = useTeamMutation(addTeamProjects);
  const removeProjects = useTeamMutation(removeTeamProjects);
  const whole = useTeamMutation(changeWholeTeam);
  const teamName = team.name;
  const hiddenMembers = team.memberCount - team.members.length;

  /** Runs one change with a toast either way; true when it succeeded. */
  const run = async (change: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await change();
      notifySuccess(t('teams.detail.changed', { name: teamName }));
      return true;
    } catch (error) {
      notifyError(error, t('teams.errors.update'));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const confirmThen = async (title: string, message: string, label: string, change: () => Promise<unknown>) => {
    if (await confirmDialog({ title, message, confirmLabel: label })) await run(change);
  };
  const changeAll = (change: WholeTeamChange) =>
    confirmThen(
      t('teams.confirm.allTitle'),
      t(`teams.confirm.${change}`, { name: teamName }),
      t('teams.confirm.confirmButton'),
      () => whole.mutateAsync({ teamId: team.id, change }),
    );

  const memberIds = team.members.map((member) => member.id);
  const projectIds = team.projects.map((project) => project.id);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <TeamPartList
          title={t('teams.detail.membersTitle', { count: team.memberCount })}
          tableLabel={t('teams.detail.membersLabel', { name: teamName })}
          empty={t('teams.detail.noMembers')}
          parts={team.members.map((member) => ({
            id: member.id,
            name: member.name || member.email,
            detail: member.email,
            isLeader: member.isLeader,
          }))}
          addAllLabel={t('teams.detail.addAllMembers')}
          removeAllLabel={t('teams.detail.removeAllMembers')}
          editable={editable}
          busy={busy}
          adder={
            <MemberAdder
              label={t('teams.detail.addMembers')}
              exclude={memberIds}
              busy={busy}
              onAdd={(ids, asLeaders) =>
                run(() => addMembers.mutateAsync({ teamId: team.id, memberIds: ids, isLeader: asLeaders || undefined }))
              }
            />
          }
          onRemove={(part) =>
            void confirmThen(
              t('teams.confirm.removeTitle'),
              t('teams.confirm.removeMember', { who: part.name, name: teamName }),
              t('teams.confirm.removeButton'),
              () => removeMembers.mutateAsync({ teamId: team.id, memberIds: [part.id] }),
            )
          }
          onAddAll={() => void changeAll('addAllMembers')}
          onRemoveAll={() => void changeAll('removeAllMembers')}
        />
        {hiddenMembers > 0 && (
          <Text size="xs" c="dimmed">
            {t('teams.detail.outOfScope', { count: hiddenMembers })}
          </Text>
        )}
      </Stack>
      <TeamPartList
        title={t('teams.detail.projectsTitle', { count: team.projectCount })}
        tableLabel={t('teams.detail.projectsLabel', { name: teamName })}
        empty={t('teams.detail.noProjects')}
        parts={team.projects.map((project) => ({ id: project.id, name: project.name }))}
        addAllLabel={t('teams.detail.addAllProjects')}
        removeAllLabel={t('teams.detail.removeAllProjects')}
        editable={editable}
        busy={busy}
        adder={
          <ProjectAdder
            label={t('teams.detail.addProjects')}
            exclude={projectIds}
            busy={busy}
            onAdd={(ids) => run(() => addProjects.mutateAsync({ teamId: team.id, projectIds: ids }))}
          />
        }
        onRemove={(part) =>
          void confirmThen(
            t('teams.confirm.removeTitle'),
            t('teams.confirm.removeProject', { what: part.name, name: teamName }),
            t('teams.confirm.removeButton'),
            () => removeProjects.mutateAsync({ teamId: team.id, projectIds: [part.id] }),
          )
        }
        onAddAll={() => void changeAll('addAllProjects')}
        onRemoveAll={() => void changeAll('removeAllProjects')}
      />
    </Stack>
  );
}
