import { Button, Group, Slider, Stack, Text } from '@mantine/core';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CropState,
  drawCrop,
  initialCrop,
  maxZoom,
  minZoom,
  movedBy,
  withRotation,
  withZoom,
} from './crop-geometry.ts';

const previewSize = 256;
/** The uploaded square; the server re-encodes it to 512×512 WebP anyway. */
const outputSize = 512;
const step = 0.05;

/** Renders the chosen square at `outputSize` as a WebP blob (JPEG where the browser cannot encode WebP). */
export async function renderCrop(image: HTMLImageElement, state: CropState): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = outputSize;
  canvas.height = outputSize;
  const context = canvas.getContext('2d');
  if (!context) return null;
  drawCrop({ context, image, width: image.naturalWidth, height: image.naturalHeight, size: outputSize, state });
  const encode = (type: string) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
  const webp = await encode('image/webp');
  return webp?.type === 'image/webp' ? webp : encode('image/jpeg');
}

/**
 * The crop editor of My Profile: a square preview the person drags (or moves with the arrow keys), a zoom and a
 * rotation slider, quarter-turn buttons and a reset. `onSave` receives the square picture as a blob.
 */
export function CropEditor({
  source,
  saving,
  onCancel,
  onSave,
  onStateChange,
}: {
  source: string;
  saving: boolean;
  onCancel: () => void;
  onSave: (picture: Blob) => void;
  /** For tests and callers who show the numbers. */
  onStateChange?: (state: CropState) => void;
}) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [failed, setFailed] = useState(false);
  const [state, setState] = useState<CropState>(initialCrop);
  const drag = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    const element = new Image();
    element.onload = () => setImage(element);
    element.onerror = () => setFailed(true);
    element.src = source;
  }, [source]);

  useEffect(() => {
    onStateChange?.(state);
    const context = canvasRef.current?.getContext('2d');
    if (!image || !context) return;
    drawCrop({ context, image, width: image.naturalWidth, height: image.naturalHeight, size: previewSize, state });
  }, [image, state, onStateChange]);

  const update = (change: (current: CropState) => CropState) => setState((current) => change(current));

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      update((current) => movedBy(current, move[0], move[1]));
    } else if (event.key === '+' || event.key === '=') update((current) => withZoom(current, current.zoom + 0.1));
    else if (event.key === '-') update((current) => withZoom(current, current.zoom - 0.1));
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    drag.current = { x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const from = drag.current;
    if (!from) return;
    drag.current = { x: event.clientX, y: event.clientY };
    const side = event.currentTarget.clientWidth || previewSize;
    update((current) => movedBy(current, (event.clientX - from.x) / side, (event.clientY - from.y) / side));
  };

  const save = async () => {
    if (!image) return;
    const picture = await renderCrop(image, state);
    if (picture) onSave(picture);
  };

  return (
    <Stack gap="md">
      {failed && (
        <Text c="red" role="alert">
          {t('profile.photo.errors.unreadable')}
        </Text>
      )}
      <canvas
        ref={canvasRef}
        width={previewSize}
        height={previewSize}
        tabIndex={0}
        role="img"
        aria-label={t('profile.photo.crop.preview')}
        aria-busy={!image}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => {
          drag.current = null;
        }}
        style={{
          width: previewSize,
          maxWidth: '100%',
          alignSelf: 'center',
          borderRadius: '50%',
          cursor: 'grab',
          touchAction: 'none',
        }}
      />
      <Text size="sm" c="dimmed">
        {t('profile.photo.crop.hint')}
      </Text>
      <Stack gap={4}>
        <Text size="sm" id="crop-zoom-label">
          {t('profile.photo.crop.zoom')}
        </Text>
        <Slider
          min={minZoom}
          max={maxZoom}
          step={0.1}
          value={state.zoom}
          onChange={(zoom) => update((current) => withZoom(current, zoom))}
          thumbLabel={t('profile.photo.crop.zoom')}
          label={(value) => `${value.toFixed(1)}×`}
        />
      </Stack>
      <Stack gap={4}>
        <Text size="sm">{t('profile.photo.crop.rotation')}</Text>
        <Slider
          min={-180}
          max={180}
          step={1}
          value={state.rotation}
          onChange={(rotation) => update((current) => withRotation(current, rotation))}
          thumbLabel={t('profile.photo.crop.rotation')}
          label={(value) => `${value}°`}
        />
      </Stack>
      <Group gap="xs">
        <Button
          variant="default"
          size="xs"
          onClick={() => update((current) => withRotation(current, current.rotation - 90))}
        >
          {t('profile.photo.crop.rotateLeft')}
        </Button>
        <Button
          variant="default"
          size="xs"
          onClick={() => update((current) => withRotation(current, current.rotation + 90))}
        >
          {t('profile.photo.crop.rotateRight')}
        </Button>
        <Button variant="subtle" size="xs" onClick={() => setState(initialCrop)}>
          {t('profile.photo.crop.reset')}
        </Button>
      </Group>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('dialog.cancel')}
        </Button>
        <Button onClick={() => void save()} loading={saving} disabled={!image}>
          {t('profile.photo.crop.save')}
        </Button>
      </Group>
    </Stack>
  );
}
