import { Avatar, Button, FileButton, Group, Stack } from '@mantine/core';
import { profileImageTypes } from '@worktrail/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../shared/dialogs/dialogs.tsx';
import { notifyError, notifySuccess } from '../../../shared/notifications/notify.tsx';
import { lazyDialog } from '../../../shared/ui/lazy-on-demand.tsx';
import { useDeleteProfilePicture, usePictureSource, useUploadProfilePicture } from '../api/profile-picture.ts';
import { imageFileProblem } from './image-file-check.ts';
import type { PhotoStage } from './PhotoDialog.tsx';

// The camera and crop dialog (Mantine's modal, the crop editor) loads when it first opens.
const PhotoDialog = lazyDialog(
  () => import('./PhotoDialog.tsx').then((module) => module.PhotoDialog),
  (props) => props.stage.kind !== 'closed',
);

/**
 * The photo part of My Profile: the current picture, upload from a file or take one with the camera, crop it
 * (zoom, rotate, move), save; or remove it after a confirmation. Files are checked here first (§5), and by the server.
 */
export function ProfilePhoto({ pictureUrl, initials }: { pictureUrl: string | null; initials: string }) {
  const { t } = useTranslation();
  const source = usePictureSource(pictureUrl);
  const [stage, setStage] = useState<PhotoStage>({ kind: 'closed' });
  const upload = useUploadProfilePicture();
  const remove = useDeleteProfilePicture();

  useEffect(
    () => () => {
      if (stage.kind === 'crop' && stage.revoke) URL.revokeObjectURL(stage.source);
    },
    [stage],
  );

  const onFile = (file: File | null) => {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      notifyError(t(`profile.photo.errors.${problem}`));
      return;
    }
    setStage({ kind: 'crop', source: URL.createObjectURL(file), revoke: true });
  };

  const save = (picture: Blob) =>
    upload.mutate(picture, {
      onSuccess: () => {
        notifySuccess(t('profile.photo.saved'));
        setStage({ kind: 'closed' });
      },
      onError: (error) => notifyError(error, t('profile.photo.errors.updateFailed')),
    });

  const onRemove = async () => {
    const confirmed = await confirmDialog({
      title: t('profile.photo.remove'),
      message: t('profile.photo.removeConfirm'),
      confirmLabel: t('profile.photo.remove'),
    });
    if (!confirmed) return;
    remove.mutate(undefined, {
      onSuccess: () => notifySuccess(t('profile.photo.removed')),
      onError: (error) => notifyError(error, t('profile.photo.errors.updateFailed')),
    });
  };

  const close = () => setStage({ kind: 'closed' });

  return (
    <Group gap="lg" align="center">
      <Avatar
        src={source}
        size={96}
        radius="50%"
        alt={pictureUrl ? t('profile.photo.current') : undefined}
        aria-busy={Boolean(pictureUrl) && !source}
      >
        {initials}
      </Avatar>
      <Stack gap="xs">
        <Group gap="xs">
          <FileButton onChange={onFile} accept={profileImageTypes.join(',')}>
            {(props) => (
              <Button variant="light" {...props}>
                {t('profile.photo.upload')}
              </Button>
            )}
          </FileButton>
          <Button variant="light" onClick={() => setStage({ kind: 'camera' })}>
            {t('profile.photo.take')}
          </Button>
          {pictureUrl && (
            <Button variant="subtle" color="red" onClick={() => void onRemove()} loading={remove.isPending}>
              {t('profile.photo.remove')}
            </Button>
          )}
        </Group>
      </Stack>
      <PhotoDialog
        stage={stage}
        saving={upload.isPending}
        onClose={close}
        onCapture={(still) => setStage({ kind: 'crop', source: still, revoke: false })}
        onSave={save}
      />
    </Group>
  );
}
