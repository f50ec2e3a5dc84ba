import { readFileSync } from 'node:fs';
import { type TextKey, texts } from './texts.ts';

/** One file of the local page, as the agent's HTTP server sends it. */
export type UiAsset = { contentType: string; body: string | Buffer };

const javascript = 'text/javascript; charset=utf-8';
const fromDisk = (name: string, contentType: string): UiAsset => ({
  contentType,
  body: readFileSync(new URL(name, import.meta.url)),
});

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page file holds text keys, not words (the table stays the only copy); the English words go in here, so the
 * page reads right even before its script runs, which then switches it to the person's language.
 */
function withEnglishTexts(html: string): string {
  return html.replace(
    /(<(\w+)[^>]*\bdata-text="([\w.]+)"[^>]*>)[^<]*(<\/\2>)/g,
    (_element, open: string, _tag: string, key: string, close: string) =>
      `${open}${escapeHtml(texts.en[key as TextKey] ?? key)}${close}`,
  );
}

// Read once at start: a handful of small files, and the agent then never touches the disk to serve its page.
const assets = new Map<string, UiAsset>([
  [
    '/',
    {
      contentType: 'text/html; charset=utf-8',
      body: withEnglishTexts(readFileSync(new URL('./page.html', import.meta.url), 'utf8')),
    },
  ],
  ['/style.css', fromDisk('./style.css', 'text/css; charset=utf-8')],
  ['/app.js', fromDisk('./app.js', javascript)],
  ['/render.js', fromDisk('./render.js', javascript)],
  ['/page-logic.js', fromDisk('./page-logic.js', javascript)],
  // The browser gets the one text table as a module, so the words are written once, in texts.ts.
  ['/texts.js', { contentType: javascript, body: `export const texts = ${JSON.stringify(texts)};\n` }],
]);

/**
 * The local page and its assets by request path (query and fragment ignored); undefined for anything else, which
 * the agent answers with 404. No inline script or style, so the agent may send `Content-Security-Policy:
 * default-src 'self'; img-src 'self'` with it.
 */
export function uiAsset(path: string): UiAsset | undefined {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return assets.get(pathname === '/index.html' ? '/' : pathname);
}
