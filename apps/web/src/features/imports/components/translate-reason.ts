import { fillMessage, type ImportMessageKey, importMessages } from '@worktrail/contract';
import { i18n } from '../../../shared/i18n/i18n.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Each contract text as a pattern whose {{placeholders}} capture the values the server filled in.
const patterns = (Object.entries(importMessages) as Array<[ImportMessageKey, string]>).map(([key, template]) => {
  const names: string[] = [];
  const source = template
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      if (!name) return escapeRegExp(part);
      names.push(name);
      return '(.+?)';
    })
    .join('');
  return { key, names, pattern: new RegExp(`^${source}$`, 's') };
});

/** A row reason or import error from the server in the current language, with its values kept (else as sent). */
export function translateReason(text: string): string {
  for (const { key, names, pattern } of patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values: Record<string, string> = Object.fromEntries(
      names.map((name, index) => [name, match[index + 1] ?? '']),
    );
    // The text itself, placeholders kept, then filled here: i18next's key types are too deep for a keyed union.
    const template: string = i18n.t(`imports.messages.${key}`, {
      interpolation: { skipOnVariables: true, prefix: '%%', suffix: '%%' },
    });
    return fillMessage(template, values);
  }
  return text;
}
