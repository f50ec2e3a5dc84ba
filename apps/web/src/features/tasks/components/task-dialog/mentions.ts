import { type PersonRef, taskLimits } from '@worktrail/contract';

/** A mention being typed: where its `@` stands and what follows it up to the caret. */
export type MentionQuery = { start: number; query: string };

const longestQuery = 40;

/**
 * The mention being typed at the caret: an `@` at the start of the text or after a space or line break, followed
 * by up to 40 characters without a line break or another `@`. Undefined when the caret is not in one.
 */
export function mentionAt(text: string, caret: number): MentionQuery | undefined {
  const before = text.slice(0, caret);
  const start = before.lastIndexOf('@');
  if (start < 0) return undefined;
  const query = before.slice(start + 1);
  if (query.length > longestQuery || /[\n@]/.test(query)) return undefined;
  if (start > 0 && !/\s/.test(before[start - 1] ?? '')) return undefined;
  return { start, query };
}

/** The members whose name holds what was typed after the `@`, ignoring case, at most `limit`. */
export function matchMembers(members: readonly PersonRef[], query: string, limit = 8): PersonRef[] {
  const wanted = query.trim().toLocaleLowerCase();
  return members.filter((member) => member.name.toLocaleLowerCase().includes(wanted)).slice(0, limit);
}

/** The text with the mention being typed replaced by `@Name `, and where the caret goes after it. */
export function insertMention(text: string, caret: number, mention: MentionQuery, name: string) {
  const inserted = `@${name} `;
  const next = `${text.slice(0, mention.start)}${inserted}${text.slice(caret)}`;
  return { text: next, caret: mention.start + inserted.length };
}

/** The ids of the chosen members whose `@Name` is still in the text, each once, at most the contract's limit. */
export function mentionedIds(text: string, chosen: readonly PersonRef[]): string[] {
  const ids = chosen.filter((member) => text.includes(`@${member.name}`)).map((member) => member.id);
  return [...new Set(ids)].slice(0, taskLimits.mentionsMax);
}
