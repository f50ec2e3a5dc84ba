import { type ClientRect, KeyboardCode } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { boardKeyboardCoordinates } from './board-keyboard.ts';

const rect = (left: number, top: number, width: number, height: number): ClientRect => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});

// Three columns 300 px wide, 16 px apart; the card stands in the middle one, a little inside its edges.
const columns = new Map([
  ['todo', rect(0, 100, 300, 600)],
  ['doing', rect(316, 100, 300, 400)],
  ['done', rect(632, 100, 300, 200)],
]);
const card = rect(324, 420, 284, 60);

function press(code: string, collisionRect: ClientRect | null = card) {
  const containers = [...columns.keys()].map((id) => ({ id, data: { current: { type: 'group' } } }));
  const context = {
    active: { id: 'task-1', data: { current: { type: 'task', groupId: 'doing' } } },
    collisionRect,
    droppableRects: columns,
    droppableContainers: { getEnabled: () => containers },
  };
  const event = new KeyboardEvent('keydown', { code });
  const args = { active: 'task-1', currentCoordinates: { x: 0, y: 0 }, context } as unknown as Parameters<
    typeof boardKeyboardCoordinates
  >[1];
  return boardKeyboardCoordinates(event, args);
}

describe('moving a card by keyboard', () => {
  it('reaches the next column on either side in one press, never stopping at its own', () => {
    expect(press(KeyboardCode.Left)).toEqual({ x: 8, y: 420 });
    // The next column ends above the card: the card goes as low as that column reaches.
    expect(press(KeyboardCode.Right)).toEqual({ x: 640, y: 240 });
  });

  it('goes nowhere past the last column', () => {
    expect(press(KeyboardCode.Left, rect(8, 120, 284, 60))).toBeUndefined();
    expect(press(KeyboardCode.Right, rect(640, 120, 284, 60))).toBeUndefined();
  });
});
