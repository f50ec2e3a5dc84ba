import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Agent } from '../agent/agent.ts';
import { type Language, type MessageKey, t } from '../i18n.ts';
import {
  controlPaths,
  deleteScreenshotRequest,
  idleRequest,
  secretCookie,
  secretHeader,
  startRequest,
} from './contract.ts';

type UiAsset = { contentType: string; body: string | Buffer };
type Handler = (body: unknown, url: URL, response: ServerResponse) => Promise<unknown> | unknown;

const loadingPage: UiAsset = {
  contentType: 'text/html; charset=utf-8',
  body: '<!doctype html><html><head><meta charset="utf-8"><title>Worktrail Tracker</title></head><body><p>The tracker page is loading… / جارٍ تحميل صفحة المتتبع…</p></body></html>',
};

/** The local page's files (from `ui/`), or a plain page while that part is not there. */
async function uiAssets(): Promise<(path: string) => UiAsset | undefined> {
  try {
    const ui = (await import('../ui/index.ts')) as { uiAsset?: (path: string) => UiAsset | undefined };
    if (ui.uiAsset) return ui.uiAsset;
  } catch {
    // The page is optional for the agent: the JSON API works without it.
  }
  return (path) => (path === '/' ? loadingPage : undefined);
}

const allowedHosts = new Set(['127.0.0.1', 'localhost']);

/** The Host header names this loopback server (a DNS-rebinding page sends its own name and is refused). */
function hostAllowed(request: IncomingMessage, port: number) {
  const host = request.headers.host ?? '';
  const match = /^(.+?)(?::(\d+))?$/.exec(host);
  return Boolean(match?.[1] && allowedHosts.has(match[1]) && (!match[2] || Number(match[2]) === port));
}

function secretOf(request: IncomingMessage, url: URL) {
  const header = request.headers[secretHeader];
  if (typeof header === 'string') return header;
  const cookie = (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${secretCookie}=`));
  if (cookie) return cookie.slice(secretCookie.length + 1);
  return url.pathname === '/' ? (url.searchParams.get('secret') ?? undefined) : undefined;
}

function sameSecret(given: string | undefined, secret: string) {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function readJson(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) throw new Error('too large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : {};
}

const securityHeaders = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'self'; img-src 'self'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
};

/**
 * The control API of `control/contract.ts` on 127.0.0.1: every call needs the per-run secret, the Host must be
 * loopback, POST bodies must be JSON. `onLogout` revokes and deletes the credentials; the service exits after.
 */
export async function startControlServer({
  agent,
  language,
  onLogout,
  port = 0,
  secret = randomBytes(32).toString('base64url'),
}: {
  agent: Agent;
  language: () => Language;
  onLogout: () => Promise<void>;
  port?: number;
  secret?: string;
}) {
  const ui = await uiAssets();
  const fail = (response: ServerResponse, status: number, key: MessageKey) => {
    response.writeHead(status, { ...securityHeaders, 'content-type': 'application/json' });
    response.end(JSON.stringify({ ok: false, message: t(language(), key) }));
  };
  const ok = () => ({ ok: true, status: agent.status() });
  const posts: Record<string, Handler> = {
    [controlPaths.start]: async (body) => {
      const request = startRequest.parse(body);
      const result = await agent.start({ projectId: request.projectId, taskId: request.taskId ?? null });
      return result.ok ? ok() : { ok: false, message: t(language(), `notice.${result.reason}`) };
    },
    [controlPaths.stop]: async () => {
      agent.stop();
      await Promise.race([agent.drain(), new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
      return ok();
    },
    [controlPaths.idle]: (body) =>
      agent.resolveIdle(idleRequest.parse(body).keep) ? ok() : { ok: false, message: t(language(), 'control.noIdle') },
    [controlPaths.deleteScreenshot]: (body) =>
      agent.deleteScreenshot(deleteScreenshotRequest.parse(body).id)
        ? ok()
        : { ok: false, message: t(language(), 'control.cannotDelete') },
    [controlPaths.logout]: async () => {
      await agent.logout();
      await onLogout();
      return ok();
    },
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (!hostAllowed(request, (server.address() as AddressInfo).port)) return fail(response, 421, 'control.badHost');
    const given = secretOf(request, url);
    if (!sameSecret(given, secret)) return fail(response, 401, 'control.unauthorized');
    try {
      if (request.method === 'GET' && url.pathname === controlPaths.status) return send(response, ok());
      if (request.method === 'GET' && url.pathname === controlPaths.screenshot) {
        const path = agent.screenshotPath(url.searchParams.get('id') ?? '');
        if (!path) return fail(response, 404, 'control.notFound');
        response.writeHead(200, { ...securityHeaders, 'content-type': 'image/jpeg' });
        return response.end(readFileSync(path));
      }
      if (request.method === 'POST' && posts[url.pathname]) {
        if (!(request.headers['content-type'] ?? '').startsWith('application/json'))
          return fail(response, 415, 'control.jsonOnly');
        const body = await readJson(request);
        return send(response, await (posts[url.pathname] as Handler)(body, url, response));
      }
      if (request.method === 'GET' && !url.pathname.startsWith('/api/')) {
        // The page's link carries the secret once; from then on the cookie does, and the address bar is clean.
        if (url.searchParams.has('secret')) {
          response.writeHead(303, {
            ...securityHeaders,
            'set-cookie': `${secretCookie}=${secret}; HttpOnly; SameSite=Strict; Path=/`,
            location: '/',
          });
          return response.end();
        }
        const asset = ui(url.pathname);
        if (asset) {
          response.writeHead(200, { ...securityHeaders, 'content-type': asset.contentType });
          return response.end(asset.body);
        }
      }
      return fail(response, 404, 'control.notFound');
    } catch {
      return fail(response, 400, 'control.invalid');
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    server,
    port: address.port,
    secret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function send(response: ServerResponse, answer: unknown) {
  response.writeHead(200, { ...securityHeaders, 'content-type': 'application/json' });
  response.end(JSON.stringify(answer));
}
