import { describe, expect, it } from 'vitest';
import { ada, grace } from '../../testing/task-fixtures.ts';
import { insertMention, matchMembers, mentionAt, mentionedIds } from './mentions.ts';

describe('mentions', () => {
  it('finds the mention being typed only after a space, a line break or at the start', () => {
    expect(mentionAt('Hi @gra', 7)).toEqual({ start: 3, query: 'gra' });
    expect(mentionAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionAt('line\n@Ad', 8)).toEqual({ start: 5, query: 'Ad' });
    expect(mentionAt('mail me@example.com', 19)).toBeUndefined();
    expect(mentionAt('@ada\nnext line', 14)).toBeUndefined();
  });

  it('offers the members whose name holds what was typed, ignoring case', () => {
    expect(matchMembers([ada, grace], 'HOP')).toEqual([grace]);
    expect(matchMembers([ada, grace], '')).toEqual([ada, grace]);
  });

  it('replaces the typed mention with the full name and puts the caret after it', () => {
    const text = 'Ask @gr about it';
    expect(insertMention(text, 7, { start: 4, query: 'gr' }, 'Grace Hopper')).toEqual({
      text: 'Ask @Grace Hopper  about it',
      caret: 18,
    });
  });

  it('mentions only chosen members whose @Name is still in the text, once each', () => {
    expect(mentionedIds('@Grace Hopper and @Grace Hopper', [grace, ada])).toEqual([grace.id]);
    expect(mentionedIds('nobody now', [grace])).toEqual([]);
  });
});
