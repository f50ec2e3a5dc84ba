/** What the crop editor lets a person change: zoom, rotation and where the square sits on the image. */
export type CropState = {
  /** 1 (the image just covers the square) to `maxZoom`. */
  zoom: number;
  /** Degrees clockwise, -180 to 180. */
  rotation: number;
  /** How far the image is moved, as a share of the square's side (0 centred). */
  offsetX: number;
  offsetY: number;
};

export const minZoom = 1;
export const maxZoom = 3;
export const initialCrop: CropState = { zoom: 1, rotation: 0, offsetX: 0, offsetY: 0 };

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Keeps a rotation within -180..180 degrees. */
export const normaliseRotation = (degrees: number) => {
  const turned = ((((degrees + 180) % 360) + 360) % 360) - 180;
  return turned === -180 ? 180 : turned;
};

export const withZoom = (state: CropState, zoom: number): CropState => ({
  ...state,
  zoom: clamp(zoom, minZoom, maxZoom),
});
export const withRotation = (state: CropState, rotation: number): CropState => ({
  ...state,
  rotation: normaliseRotation(rotation),
});
/** Moves the image by a share of the square's side; it may not leave the square entirely. */
export const movedBy = (state: CropState, dx: number, dy: number): CropState => ({
  ...state,
  offsetX: clamp(state.offsetX + dx, -0.5 * state.zoom, 0.5 * state.zoom),
  offsetY: clamp(state.offsetY + dy, -0.5 * state.zoom, 0.5 * state.zoom),
});

/** The canvas transform that draws the image into a square of `size` pixels: translate, rotate, then scale. */
export type CropTransform = { translateX: number; translateY: number; radians: number; scale: number };

/** Where and how to draw an image of `width`×`height` so the square shows what the person chose. */
export function cropTransform({
  width,
  height,
  size,
  state,
}: {
  width: number;
  height: number;
  size: number;
  state: CropState;
}): CropTransform {
  const cover = size / Math.max(1, Math.min(width, height));
  return {
    translateX: size / 2 + state.offsetX * size,
    translateY: size / 2 + state.offsetY * size,
    radians: (state.rotation * Math.PI) / 180,
    scale: cover * state.zoom,
  };
}

/** The canvas calls the transform stands for; the image is drawn centred on the origin. */
export type CropCanvas = Pick<
  CanvasRenderingContext2D,
  'save' | 'restore' | 'fillRect' | 'translate' | 'rotate' | 'scale' | 'drawImage'
> & { fillStyle: CanvasRenderingContext2D['fillStyle'] };

/** Draws the cropped image on a square canvas of `size`, on white (JPEG has no transparency). */
export function drawCrop({
  context,
  image,
  width,
  height,
  size,
  state,
}: {
  context: CropCanvas;
  image: CanvasImageSource;
  width: number;
  height: number;
  size: number;
  state: CropState;
}): void {
  const transform = cropTransform({ width, height, size, state });
  context.save();
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  context.translate(transform.translateX, transform.translateY);
  context.rotate(transform.radians);
  context.scale(transform.scale, transform.scale);
  context.drawImage(image, -width / 2, -height / 2, width, height);
  context.restore();
}
