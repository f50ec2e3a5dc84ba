import { Badge, Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import type { ProjectListItem } from '@worktrail/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../shared/notifications/notify.tsx';
import { useChangeProjectMembers } from '../api/change-project.ts';
import { useMembersInTenant } from '../api/get-pickers.ts';
import { projectFailureText } from './project-notices.tsx';

/**
 * The members of a project (§2): choose from the active members in one's scope, then save, which adds the new ones and
 * removes the dropped ones. The teams working on the project are listed beside.
 */
export function ProjectMembersModal({ project, onClose }: { project: ProjectListItem; onClose: () => void }) {
  const { t } = useTranslation();
  const picker = useMembersInTenant(true);
  const change = useChangeProjectMembers();
  const current = project.members.map((member) => member.id);
  const [chosen, setChosen] = useState<string[]>(current);
  const options = new Map(project.members.map((member) => [member.id, member.name]));
  for (const member of picker.data?.membersInTenant ?? []) options.set(member.id, member.name || member.email);

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
        <MultiSelect
          label={t('projects.members.picker')}
          placeholder={t('projects.members.placeholder')}
          searchable
          data-autofocus
          data={[...options].map(([value, label]) => ({ value, label }))}
          value={chosen}
          onChange={setChosen}
          nothingFoundMessage={t('projects.members.none')}
          error={picker.isError ? t('projects.errors.fetchMembers') : undefined}
          comboboxProps={{ withinPortal: true }}
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
