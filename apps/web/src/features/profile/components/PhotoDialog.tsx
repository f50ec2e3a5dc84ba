import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAfterMount } from '../../../shared/ui/lazy-on-demand.tsx';
import { CropEditor } from './CropEditor.tsx';
import { WebcamCapture } from './WebcamCapture.tsx';

/** Where the photo dialog is: closed, taking a picture with the camera, or cropping a picture. */
export type PhotoStage = { kind: 'closed' } | { kind: 'camera' } | { kind: 'crop'; source: string; revoke: boolean };

type PhotoDialogProps = {
  stage: PhotoStage;
  saving: boolean;
  onClose: () => void;
  /** A still taken with the camera, to be cropped next. */
  onCapture: (still: string) => void;
  onSave: (picture: Blob) => void;
};

/** The camera and the crop editor of My Profile's photo, in one dialog. */
export function PhotoDialog({ stage, saving, onClose, onCapture, onSave }: PhotoDialogProps) {
  const { t } = useTranslation();
  // Fetched by the first opening, the dialog opens just after it is mounted, so it notes the button pressed and
  // gives the focus back to it when it closes.
  const mounted = useAfterMount();
  return (
    <Modal
      opened={mounted && stage.kind !== 'closed'}
      onClose={onClose}
      title={stage.kind === 'camera' ? t('profile.photo.take') : t('profile.photo.crop.title')}
      centered
    >
      {stage.kind === 'camera' && <WebcamCapture onCancel={onClose} onCapture={onCapture} />}
      {stage.kind === 'crop' && <CropEditor source={stage.source} saving={saving} onCancel={onClose} onSave={onSave} />}
    </Modal>
  );
}
