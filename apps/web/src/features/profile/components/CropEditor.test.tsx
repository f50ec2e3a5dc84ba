import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { CropEditor } from './CropEditor.tsx';
import type { CropState } from './crop-geometry.ts';
import { imageFileProblem } from './image-file-check.ts';

function renderEditor() {
  const states: CropState[] = [];
  renderWithProviders(
    <CropEditor
      source="data:image/png;base64,iVBORw0KGgo="
      saving={false}
      onCancel={vi.fn()}
      onSave={vi.fn()}
      onStateChange={(state) => states.push(state)}
    />,
  );
  const last = () => states.at(-1);
  return { last };
}

describe('CropEditor', () => {
  it('rotates by quarter turns with the buttons and resets', async () => {
    const { last } = renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Rotate right' }));
    expect(last()?.rotation).toBe(90);
    await userEvent.click(screen.getByRole('button', { name: 'Rotate left' }));
    await userEvent.click(screen.getByRole('button', { name: 'Rotate left' }));
    expect(last()?.rotation).toBe(-90);
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(last()).toEqual({ zoom: 1, rotation: 0, offsetX: 0, offsetY: 0 });
  });

  it('zooms with the labelled slider and the keyboard, and moves the picture with the arrow keys', async () => {
    const { last } = renderEditor();
    const zoom = screen.getByRole('slider', { name: 'Zoom' });
    zoom.focus();
    fireEvent.keyDown(zoom, { key: 'ArrowRight' });
    expect(last()?.zoom).toBeCloseTo(1.1);
    const preview = screen.getByRole('img', { name: /Photo preview/ });
    fireEvent.keyDown(preview, { key: '+' });
    expect(last()?.zoom).toBeCloseTo(1.2);
    fireEvent.keyDown(preview, { key: 'ArrowLeft' });
    fireEvent.keyDown(preview, { key: 'ArrowDown' });
    expect(last()).toMatchObject({ offsetX: -0.05, offsetY: 0.05 });
    const rotation = screen.getByRole('slider', { name: 'Rotation' });
    fireEvent.keyDown(rotation, { key: 'ArrowLeft' });
    expect(last()?.rotation).toBe(-1);
  });
});

describe('the client-side file check (§5)', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('invalidFileType');
    expect(imageFileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('fileTooLarge');
  });
});
