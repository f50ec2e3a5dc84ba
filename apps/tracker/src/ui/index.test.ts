import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { agentNoticeCode } from '../control/contract.ts';
import { uiAsset } from './index.ts';
import { texts } from './texts.ts';

const bodyText = (path: string) => String(uiAsset(path)?.body ?? '');

describe('texts of the page', () => {
  test('Arabic has exactly the English keys, none left empty', () => {
    assert.deepEqual(Object.keys(texts.ar).sort(), Object.keys(texts.en).sort());
    for (const language of ['en', 'ar'] as const) {
      for (const [key, text] of Object.entries(texts[language])) assert.ok(text.trim() !== '', `${language} ${key}`);
    }
  });

  test('Arabic keeps the same {marks} as English, so no value goes missing', () => {
    const marks = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const [key, text] of Object.entries(texts.en)) {
      assert.deepEqual(marks(texts.ar[key as keyof typeof texts.en]), marks(text), key);
    }
  });

  test('every notice code of the control API has words', () => {
    for (const code of agentNoticeCode.options) {
      assert.ok(`notice.${code}` in texts.en, code);
    }
  });

  test('every text the page refers to is in the table', () => {
    const used = new Set<string>();
    for (const path of ['/', '/app.js', '/render.js']) {
      for (const match of bodyText(path).matchAll(/(?:data-text="|'|`)([a-zA-Z]+\.[a-zA-Z]+)(?:"|'|`)/g)) {
        if (match[1] && !match[1].endsWith('.js')) used.add(match[1]);
      }
    }
    assert.ok(used.size > 30, `found only ${used.size} keys`);
    for (const key of used) assert.ok(key in texts.en, key);
  });
});

describe('assets the agent serves', () => {
  test('the page at / and at /index.html, whatever the query', () => {
    const page = uiAsset('/?secret=abc');
    assert.equal(page?.contentType, 'text/html; charset=utf-8');
    assert.match(String(page?.body), /<main id="main">/);
    assert.equal(uiAsset('/index.html')?.body, page?.body);
  });

  test('the page arrives in English words, not text keys, before its script runs', () => {
    const html = bodyText('/');
    assert.match(html, /<h2 id="idle-heading" data-text="idle\.heading">Idle time<\/h2>/);
    assert.match(html, /<title data-text="page\.title">Worktrail Tracker<\/title>/);
    for (const match of html.matchAll(/data-text="([\w.]+)"[^>]*>([^<]*)</g)) {
      assert.equal(match[2], texts.en[match[1] as keyof typeof texts.en], match[1]);
    }
  });

  test('scripts as JavaScript and the style sheet as CSS', () => {
    for (const path of ['/app.js', '/render.js', '/page-logic.js', '/texts.js']) {
      assert.equal(uiAsset(path)?.contentType, 'text/javascript; charset=utf-8', path);
    }
    assert.equal(uiAsset('/style.css')?.contentType, 'text/css; charset=utf-8');
  });

  test('the texts module carries both tables', async () => {
    const source = bodyText('/texts.js');
    const module = await import(`data:text/javascript,${encodeURIComponent(source)}`);
    assert.deepEqual(module.texts, texts);
  });

  test('nothing else, not even files beside the page', () => {
    assert.equal(uiAsset('/index.ts'), undefined);
    assert.equal(uiAsset('/texts.ts'), undefined);
    assert.equal(uiAsset('/../control/contract.ts'), undefined);
    assert.equal(uiAsset('/api/status'), undefined);
  });

  test('no inline script or style, so a strict content security policy holds', () => {
    const html = bodyText('/');
    assert.doesNotMatch(html, /<script(?![^>]*\bsrc=)[^>]*>/);
    assert.doesNotMatch(html, /<style|style="/);
  });
});
