import { readFileSync } from 'node:fs';

/** A feature's dictionary (`apps/web/src/locales/<language>/<name>.json`), the words the journeys look for. */
export const featureWords = <Words>(language: 'en' | 'ar', name: string): Words =>
  JSON.parse(readFileSync(new URL(`../../apps/web/src/locales/${language}/${name}.json`, import.meta.url), 'utf8'));

/** A template with its `{{placeholders}}` filled in, as i18next would. */
export const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((result, [key, value]) => result.replace(`{{${key}}}`, value), text);

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A whole text made from a template: the given placeholders literally, every other one as a captured `(.+?)`. */
export const templatePattern = (template: string, values: Record<string, string> = {}) =>
  new RegExp(
    `^${template
      .split(/(\{\{\w+\}\})/)
      .map((part) => {
        const key = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
        if (key === undefined) return escapeRegExp(part);
        return key in values ? escapeRegExp(values[key] ?? '') : '(.+?)';
      })
      .join('')}$`,
  );
