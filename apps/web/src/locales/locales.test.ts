import { messageGroups, navItems } from '@worktrail/contract';
import { describe, expect, it } from 'vitest';
import { dictionary as ar, lazyDictionaries as arLazy } from './ar/index.ts';
import arShell from './ar.json';
import { dictionary as en, lazyDictionaries as enLazy } from './en/index.ts';
import enShell from './en.json';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const english = new Map(leaves(en));
const arabic = new Map(leaves(ar));
const keysOf = (tree: Tree, prefix = '') => leaves(tree, prefix).map(([key]) => key);

describe('dictionaries', () => {
  it('gives Arabic every English key and nothing else', () => {
    expect([...english.keys()].filter((key) => !arabic.has(key))).toEqual([]);
    expect([...arabic.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('splits both languages alike: the same first-screen keys, then the same dictionaries with the same keys', () => {
    expect(keysOf(arShell)).toEqual(keysOf(enShell));
    expect(Object.keys(arLazy)).toEqual(Object.keys(enLazy));
    for (const [name, texts] of Object.entries(enLazy)) {
      expect(keysOf(arLazy[name as keyof typeof arLazy]), name).toEqual(keysOf(texts));
    }
  });

  it('keeps each text in one place: a lazily loaded dictionary only adds to what the first screen has', () => {
    const shellKeys = new Set(keysOf(enShell));
    const lazyKeys = Object.entries(enLazy).flatMap(([name, texts]) => keysOf(texts, `${name}.`));
    expect(lazyKeys.filter((key) => shellKeys.has(key))).toEqual([]);
    expect(english.size).toBe(shellKeys.size + lazyKeys.length);
  });

  it('has no empty texts in either language', () => {
    expect([...english].filter(([, text]) => !text.trim())).toEqual([]);
    expect([...arabic].filter(([, text]) => !text.trim())).toEqual([]);
  });

  it('translates the sidebar into Arabic script rather than repeating the English', () => {
    for (const item of navItems) expect(arabic.get(`nav.items.${item.key}`)).toMatch(/[\u0600-\u06FF]/);
  });

  it('labels the sidebar exactly as spec §2 does', () => {
    expect(navItems.map((item) => english.get(`nav.items.${item.key}`))).toEqual([
      'Dashboard',
      'Timeline',
      'Projects',
      'Quick Tasks',
      'View Tasks',
      'Customers',
      'Members',
      'Attendance',
      'General Reports',
      'Charts',
      'My Profile',
      'Feature Settings',
      'Member Settings',
      'My Settings',
      'Organization Settings',
      'Data Import',
    ]);
    expect(en.nav.groups).toEqual({
      projectManagement: 'Project management',
      people: 'People',
      reports: 'Reports',
      settings: 'Settings and Policies',
    });
  });

  it('holds every text of the server catalogue word for word in English and in Arabic, values kept', () => {
    for (const [group, texts] of Object.entries(messageGroups)) {
      for (const [name, text] of Object.entries<string>(texts)) {
        const key = `${group}.${name}`;
        expect(english.get(key), key).toBe(text);
        const translated = arabic.get(key) ?? '';
        expect(translated, key).toMatch(/[\u0600-\u06FF]/);
        const marks = (value: string) => [...value.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
        expect(marks(translated), key).toEqual(marks(text));
      }
    }
  });

  it('has every server text from the first screen on, as any screen may show one', () => {
    const shellTexts = [new Map(leaves(enShell)), new Map(leaves(arShell))];
    for (const [group, texts] of Object.entries(messageGroups)) {
      for (const name of Object.keys(texts)) {
        for (const texts of shellTexts) expect(texts.has(`${group}.${name}`), `${group}.${name}`).toBe(true);
      }
    }
  });

  it('uses the §5 invite and change-password texts', () => {
    expect(en.invitations.invite.correctEmails).toBe('Please correct the emails before sending');
    expect(en.invitations.messages.atLeastOne).toBe('Please enter at least one email');
    expect(en.account.messages.passwordMismatch).toBe('The password confirmation does not match.');
  });
});
