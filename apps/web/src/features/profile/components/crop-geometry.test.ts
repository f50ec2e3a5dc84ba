import { describe, expect, it, vi } from 'vitest';
import {
  type CropCanvas,
  cropTransform,
  drawCrop,
  initialCrop,
  movedBy,
  normaliseRotation,
  withRotation,
  withZoom,
} from './crop-geometry.ts';

describe('crop geometry', () => {
  it('covers the square with the shorter side at zoom 1 and scales with the zoom', () => {
    expect(cropTransform({ width: 800, height: 400, size: 200, state: initialCrop })).toEqual({
      translateX: 100,
      translateY: 100,
      radians: 0,
      scale: 0.5,
    });
    const zoomed = withZoom(initialCrop, 2);
    expect(cropTransform({ width: 800, height: 400, size: 200, state: zoomed }).scale).toBe(1);
  });

  it('keeps zoom between 1 and 3 and rotation within a half turn either way', () => {
    expect(withZoom(initialCrop, 9).zoom).toBe(3);
    expect(withZoom(initialCrop, 0.2).zoom).toBe(1);
    expect(withRotation(initialCrop, 270).rotation).toBe(-90);
    expect(normaliseRotation(-90 - 90)).toBe(180);
    expect(normaliseRotation(450)).toBe(90);
    expect(
      cropTransform({ width: 10, height: 10, size: 10, state: withRotation(initialCrop, 90) }).radians,
    ).toBeCloseTo(Math.PI / 2);
  });

  it('moves the image within bounds', () => {
    const moved = movedBy(initialCrop, 0.1, -0.2);
    expect(moved).toMatchObject({ offsetX: 0.1, offsetY: -0.2 });
    expect(cropTransform({ width: 100, height: 100, size: 100, state: moved })).toMatchObject({
      translateX: 60,
      translateY: 30,
    });
    expect(movedBy(initialCrop, 5, -5)).toMatchObject({ offsetX: 0.5, offsetY: -0.5 });
  });

  it('draws translate, rotate, scale, then the image centred on the origin', () => {
    const calls: string[] = [];
    const record =
      (name: string) =>
      (...args: unknown[]) =>
        calls.push(`${name}(${args.filter((arg) => typeof arg === 'number').join(',')})`);
    const context: CropCanvas = {
      fillStyle: '',
      save: vi.fn(record('save')),
      restore: vi.fn(record('restore')),
      fillRect: vi.fn(record('fillRect')),
      translate: vi.fn(record('translate')),
      rotate: vi.fn(record('rotate')),
      scale: vi.fn(record('scale')),
      drawImage: vi.fn(record('drawImage')) as unknown as CropCanvas['drawImage'],
    };
    const state = withRotation(withZoom(initialCrop, 2), 180);
    drawCrop({ context, image: {} as CanvasImageSource, width: 400, height: 200, size: 100, state });
    expect(calls).toEqual([
      'save()',
      'fillRect(0,0,100,100)',
      'translate(50,50)',
      `rotate(${Math.PI})`,
      'scale(1,1)',
      'drawImage(-200,-100,400,200)',
      'restore()',
    ]);
  });
});
