import { Alert, Button, Group, Select, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Camera = { value: string; label: string };

/** The video inputs the browser lists; labels appear once the camera is allowed. */
async function listCameras(fallbackLabel: (index: number) => string): Promise<Camera[]> {
  const devices = await navigator.mediaDevices.enumerateDevices();
  return devices
    .filter((device) => device.kind === 'videoinput')
    .map((device, index) => ({ value: device.deviceId, label: device.label || fallbackLabel(index + 1) }));
}

/** Takes a still of the video as a PNG data URL; null when it has no frame yet. */
function grabFrame(video: HTMLVideoElement): string | null {
  if (!video.videoWidth || !video.videoHeight) return null;
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(video, 0, 0);
  return canvas.toDataURL('image/png');
}

/**
 * "Take photo": the camera's live picture, a choice among the cameras, and Capture, which hands a still to the crop
 * editor. The §8 errors show here: the camera not accessible (check permissions) and failing to capture.
 */
export function WebcamCapture({ onCapture, onCancel }: { onCapture: (source: string) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [cameras, setCameras] = useState<Camera[]>([]);
  const [cameraId, setCameraId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let cancelled = false;
    setReady(false);
    const start = async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera API');
        stream = await navigator.mediaDevices.getUserMedia({
          video: cameraId ? { deviceId: { exact: cameraId } } : true,
          audio: false,
        });
        if (cancelled) return;
        const video = videoRef.current;
        if (video) {
          video.srcObject = stream;
          await video.play().catch(() => undefined);
        }
        setError(null);
        setReady(true);
        setCameras(await listCameras((index) => t('profile.photo.camera.numbered', { index })));
      } catch {
        if (!cancelled) setError(t('profile.photo.errors.cameraNotAccessible'));
      }
    };
    void start();
    return () => {
      cancelled = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [cameraId, t]);

  const capture = () => {
    const video = videoRef.current;
    const still = video ? grabFrame(video) : null;
    if (still) onCapture(still);
    else setError(t('profile.photo.errors.captureFailed'));
  };

  return (
    <Stack gap="md">
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <video
        ref={videoRef}
        muted
        playsInline
        aria-label={t('profile.photo.camera.live')}
        style={{ width: '100%', maxHeight: 320, background: '#000', borderRadius: 8 }}
      />
      {cameras.length > 1 && (
        <Select
          label={t('profile.photo.camera.switch')}
          data={cameras}
          value={cameraId ?? cameras[0]?.value ?? null}
          onChange={setCameraId}
          allowDeselect={false}
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('dialog.cancel')}
        </Button>
        <Button onClick={capture} disabled={!ready}>
          {t('profile.photo.camera.capture')}
        </Button>
      </Group>
    </Stack>
  );
}
