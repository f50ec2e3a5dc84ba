import { ar, type Dictionary, en } from './fixtures.ts';

/** A feature's words (its top-level key of the web app's dictionary), the words the journeys look for. */
export const featureWords = <Name extends keyof Dictionary>(language: 'en' | 'ar', name: Name): Dictionary[Name] =>
  (language === 'en' ? en : ar)[name];

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
