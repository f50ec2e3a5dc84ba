import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ProjectListItem } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { MemberChecklist, useMemberChoice } from '../../../shared/members/components/MemberChecklist.tsx';
import { MemberSearchPicker } from '../../../shared/members/components/MemberSearchPicker.tsx';
import { notifyError, notifySuccess } from '../../../shared/notifications/notify.tsx';
import { useChangeProjectMembers } from '../api/change-project.ts';
import { projectFailureText } from './project-notices.tsx';

/**
 * The members of a project (§2): those on it now, ticked; untick to take one off, add others found by name or e-mail
 * among the active members in one's scope (asked of the server page by page, never all at once); then save, which
 * adds the new ones and removes the dropped ones. The teams working on the project are listed beside.
 */
export function ProjectMembersModal({ project, onClose }: { project: ProjectListItem; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useChangeProjectMembers();
  const current = project.members.map((member) => member.id);
  const choice = useMemberChoice({ initialIds: current, known: project.members });
  const chosen = choice.selected;

  const save = async () => {
    const added = chosen.filter((id) => !current.includes(id));
    const removed = current.filter((id) => !chosen.includes(id));
    try {
      if (added.length > 0) await change.mutateAsync({ projectId: project.id, memberIds: added, change: 'add' });
    } catch (error) {
      notifyError(projectFailureText(error, t('projects.errors.addMembers')));
      return;
    }
    try {
      if (removed.length > 0) await change.mutateAsync({ projectId: project.id, memberIds: removed, change: 'remove' });
    } catch (error) {
      notifyError(projectFailureText(error, t('projects.errors.removeMembers')));
      return;
    }
    notifySuccess(t('projects.members.done', { name: project.name }));
    onClose();
  };

  return (
    <Modal opened onClose={onClose} title={t('projects.members.title', { name: project.name })} centered size="lg">
      <Stack>
        <MemberSearchPicker
          label={t('projects.members.add')}
          placeholder={t('projects.members.addPlaceholder')}
          exclude={chosen}
          onChoose={choice.add}
        />
        <MemberChecklist
          label={t('projects.members.picker')}
          members={choice.rows}
          value={chosen}
          onChange={choice.setSelected}
          empty={t('projects.members.noMembers')}
        />
        <div>
          <Text size="sm" fw={500}>
            {t('projects.members.teams')}
          </Text>
          {project.teams.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('projects.members.noTeams')}
            </Text>
          ) : (
            <Group gap="xs" mt={4}>
              {project.teams.map((team) => (
                <Badge key={team.id} variant="light" color="gray">
                  <bdi>{team.name}</bdi>
                </Badge>
              ))}
            </Group>
          )}
        </div>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={change.isPending}>
            {t('projects.members.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
