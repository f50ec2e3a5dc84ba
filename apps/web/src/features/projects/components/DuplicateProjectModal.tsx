import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type ProjectListItem, projectLimits } from '@worktrail/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { notifyError, notifySuccess } from '../../../shared/notifications/notify.tsx';
import { useDuplicateProject } from '../api/change-project.ts';
import { projectFailureText } from './project-notices.tsx';

/**
 * Asks for the copy's name and duplicates the project (§4): the copy is active and keeps the members. A taken name
 * shows beside the field and the form stays open, so another name can be tried.
 */
export function DuplicateProjectModal({ project, onClose }: { project: ProjectListItem; onClose: () => void }) {
  const { t } = useTranslation();
  const duplicate = useDuplicateProject();
  const [name, setName] = useState(() => t('projects.duplicate.defaultName', { name: project.name }));
  const [error, setError] = useState<string | undefined>();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(t('projects.messages.nameRequired'));
      return;
    }
    try {
      const copy = await duplicate.mutateAsync({ id: project.id, name: trimmed });
      notifySuccess(t('projects.duplicate.done', { name: copy.name }));
      onClose();
    } catch (failure) {
      const text = projectFailureText(failure, t('projects.errors.duplicate'));
      if (isApiError(failure) && (failure.code === 'ALREADY_EXISTS' || failure.code === 'VALIDATION')) setError(text);
      else {
        notifyError(text);
        onClose();
      }
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('projects.duplicate.title')} centered>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack>
          <TextInput
            label={t('projects.duplicate.name')}
            required
            data-autofocus
            maxLength={projectLimits.nameMax + 50}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(undefined);
            }}
            error={error}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" loading={duplicate.isPending}>
              {t('projects.duplicate.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
