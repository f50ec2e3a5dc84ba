import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';

/**
 * Names of projects every project picker's list test makes in a listed state (itListsProjectOptions searches them):
 * names whose order no collation changes, with `%`, `_` and `\` that a search must take literally.
 */
export const pickerProjectNames = [
  '50% off',
  'Apollo',
  'apollo two',
  'back\\slash',
  'twin',
  'Twine',
  'under_score',
  'underXscore',
];

/** Project names as a list by name shows them: ignoring case (for names whose order no collation changes). */
export const inNameOrder = (names: readonly string[]) =>
  [...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));

/**
 * Hostile queries of a picker's list (pickerQuery: search, PageNo, PageSize), each with the field its 400 must name
 * and what the message must say.
 */
const hostilePickerQueries: ReadonlyArray<[query: string, field: string, message: RegExp]> = [
  [`?search=${'a'.repeat(101)}`, 'querystring.search', /<=100 characters/],
  [`?search=${'a'.repeat(10_000)}`, 'querystring.search', /<=100 characters/],
  ['?search=a%00b', 'url', /control characters/],
  ['?search=a%01b', 'querystring.search', /control characters/],
  ['?search=a%1Bb', 'querystring.search', /control characters/],
  ['?search=a%7Fb', 'querystring.search', /control characters/],
  ['?PageSize=0', 'querystring.PageSize', />=1/],
  ['?PageSize=', 'querystring.PageSize', />=1/],
  ['?PageSize=101', 'querystring.PageSize', /<=100/],
  ['?PageSize=1000000000', 'querystring.PageSize', /<=100/],
  ['?PageSize=1e9', 'querystring.PageSize', /<=100/],
  ['?PageSize=-1', 'querystring.PageSize', />=1/],
  ['?PageNo=-1', 'querystring.PageNo', />=1/],
  ['?PageNo=0', 'querystring.PageNo', />=1/],
  ['?PageNo=1.5', 'querystring.PageNo', /int/],
  ['?PageNo=1e400', 'querystring.PageNo', /number/],
  ['?PageNo=x&PageSize=5', 'querystring.PageNo', /number/],
];

type ProjectOptionsList = {
  /** What the list answers for a query string ('' or '?…'), asked by someone who may use it. */
  ask: (query: string) => Promise<LightMyRequestResponse>;
  /** The whole list by name: pickerProjectNames and the organisation's other projects in the list's states. */
  byName: readonly string[];
  /** The id of the project named Apollo. */
  apollo: () => string | undefined;
};

/**
 * What every project picker's list (pickerQuery) does, whatever states it lists: without parameters the whole list
 * by name, as before; the projects whose name holds the search, ignoring case, `%`, `_` and `\` taken literally;
 * disjoint pages in name order; hostile input refused with a 400 naming the field.
 */
export function itListsProjectOptions({ ask, byName, apollo }: ProjectOptionsList) {
  /** The names an answer that must be a 200 lists, in its order. */
  async function names(query: string) {
    const response = await ask(query);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().result as Array<{ id: string; name: string }>).map((project) => project.name);
  }
  const matching = (part: string) => byName.filter((name) => name.toLowerCase().includes(part));

  it('lists them all by name, then id, without parameters as before', async () => {
    const response = await ask('');
    expect(response.statusCode).toBe(200);
    const result = response.json().result as Array<{ id: string; name: string }>;
    expect(result.map((project) => project.name)).toEqual(byName);
    expect(result.find((project) => project.name === 'Apollo')).toEqual({ id: apollo(), name: 'Apollo' });
    expect(await names('?search=')).toEqual(byName);
    expect(await names('?search=%20%20')).toEqual(byName);
  });

  it('keeps the projects whose name holds the search, ignoring case and surrounding spaces', async () => {
    expect(await names('?search=APOLLO')).toEqual(['Apollo', 'apollo two']);
    expect(await names('?search=%20ollo%20t%20')).toEqual(['apollo two']);
    expect(await names('?search=WIN')).toEqual(['twin', 'Twine']);
    expect(await names('?search=globex')).toEqual([]);
  });

  it('takes %, _ and \\ in the search literally', async () => {
    expect(await names('?search=%25')).toEqual(['50% off']);
    expect(await names('?search=0%25')).toEqual(['50% off']);
    expect(await names('?search=_')).toEqual(['under_score']);
    expect(await names('?search=%5C')).toEqual(['back\\slash']);
    expect(await names('?search=%5Cs')).toEqual(['back\\slash']);
  });

  it('answers one page at a time: disjoint pages that together are the whole list in name order', async () => {
    const pages: string[][] = [];
    for (let page = 1; page <= Math.ceil(byName.length / 3); page += 1)
      pages.push(await names(`?PageNo=${page}&PageSize=3`));
    expect(pages.slice(0, -1).every((page) => page.length === 3)).toBe(true);
    expect(pages.flat()).toEqual(byName);
    expect(await names(`?PageNo=${pages.length + 1}&PageSize=3`)).toEqual([]);
    // Either one alone takes the other from the default page: the first page, of 10.
    expect(await names('?PageSize=2')).toEqual(byName.slice(0, 2));
    expect(await names('?PageNo=2')).toEqual(byName.slice(10, 20));
    expect(await names('?search=o&PageNo=2&PageSize=2')).toEqual(matching('o').slice(2, 4));
    expect(await names('?PageNo=1&PageSize=100')).toEqual(byName);
  });

  it('refuses hostile input with a 400 naming the field and what is wrong, never a 500', async () => {
    for (const [query, field, message] of hostilePickerQueries) {
      const response = await ask(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors, query).toEqual([
        expect.objectContaining({ field, message: expect.stringMatching(message) }),
      ]);
    }
  });
}
