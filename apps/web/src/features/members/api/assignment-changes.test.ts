import { describe, expect, it } from 'vitest';
import { assignmentChanges } from './assignment-changes.ts';

describe('assignmentChanges', () => {
  it('adds the newly selected and removes the deselected, leaving the unchanged alone', () => {
    expect(assignmentChanges({ assigned: ['a', 'b', 'c'], selected: ['b', 'c', 'd', 'e'] })).toEqual({
      add: ['d', 'e'],
      remove: ['a'],
    });
  });

  it('changes nothing for the same members in another order', () => {
    expect(assignmentChanges({ assigned: ['a', 'b'], selected: ['b', 'a'] })).toEqual({ add: [], remove: [] });
  });
});
