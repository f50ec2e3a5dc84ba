// A stand-in for the running agent, used ONLY by the page's browser test (ui.browser.test.ts): it answers the
// control API paths from memory, checking each request and answer against the contract's zod schemas, so the page
// is tested against the contract alone. The journey against the real agent lives with the agent's own tests.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import {
  type AgentStatus,
  controlAnswer,
  controlPaths,
  deleteScreenshotRequest,
  idleRequest,
  secretCookie,
  startRequest,
} from '../control/contract.ts';
import { uiAsset } from './index.ts';

export type Call = { path: string; body: unknown; contentType: string | undefined };

export type StandInAgent = {
  origin: string;
  secret: string;
  status: AgentStatus;
  calls: Call[];
  /** When set, POST /api/start answers this message instead of starting. */
  refuseStart: string | null;
  /** When true, GET /api/status answers 503, as an agent in trouble would. */
  failStatus: boolean;
  close: () => Promise<void>;
};

export const projectIds = { website: randomUUID(), shop: randomUUID() };
export const taskIds = { checkout: randomUUID(), search: randomUUID() };

/** A signed-in member with two projects and nothing running; tests change what they need. */
export function freshStatus(): AgentStatus {
  return {
    signedIn: true,
    server: 'http://localhost:3000',
    member: { name: 'Salma Haddad', email: 'salma@example.test' },
    language: 'en',
    projects: [
      { id: projectIds.website, name: 'Website', tasks: [] },
      {
        id: projectIds.shop,
        name: 'Shop',
        tasks: [
          { id: taskIds.checkout, name: 'Checkout' },
          { id: taskIds.search, name: 'Search' },
        ],
      },
    ],
    running: null,
    todaySeconds: 3 * 3600 + 25 * 60,
    queue: { entries: 1, slots: 4, screenshots: 2 },
    lastUploadAt: new Date().toISOString(),
    lastScreenshot: null,
    idle: null,
    notices: [],
  };
}

const readBody = async (request: IncomingMessage): Promise<unknown> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? undefined : JSON.parse(text);
};

const hasSecret = (request: IncomingMessage, secret: string) =>
  (request.headers.cookie ?? '').split(/;\s*/).includes(`${secretCookie}=${secret}`);

/** Starts the stand-in on a free port of 127.0.0.1. */
export async function startStandInAgent(): Promise<StandInAgent> {
  const jpeg = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#3a6ea5' } })
    .jpeg()
    .toBuffer();
  const agent = {
    secret: randomUUID(),
    status: freshStatus(),
    calls: [] as Call[],
    refuseStart: null as string | null,
    failStatus: false,
  };

  const answer = (response: ServerResponse, httpStatus: number, body: unknown) => {
    response.writeHead(httpStatus, { 'content-type': 'application/json' });
    response.end(JSON.stringify(controlAnswer.parse(body)));
  };
  const changed = (response: ServerResponse) => answer(response, 200, { ok: true, status: agent.status });

  const actions: Record<string, (body: unknown, response: ServerResponse) => void> = {
    [controlPaths.start]: (body, response) => {
      const { projectId, taskId } = startRequest.parse(body);
      if (agent.refuseStart) return answer(response, 409, { ok: false, message: agent.refuseStart });
      const project = agent.status.projects.find((candidate) => candidate.id === projectId);
      if (!project) return answer(response, 404, { ok: false, message: 'No such project.' });
      const task = project.tasks.find((candidate) => candidate.id === taskId) ?? null;
      agent.status.running = {
        entryId: randomUUID(),
        projectId,
        projectName: project.name,
        taskId: task?.id ?? null,
        taskName: task?.name ?? null,
        startedAt: new Date().toISOString(),
      };
      changed(response);
    },
    [controlPaths.stop]: (_body, response) => {
      agent.status.running = null;
      changed(response);
    },
    [controlPaths.idle]: (body, response) => {
      idleRequest.parse(body);
      agent.status.idle = null;
      changed(response);
    },
    [controlPaths.deleteScreenshot]: (body, response) => {
      const { id } = deleteScreenshotRequest.parse(body);
      if (agent.status.lastScreenshot?.id === id) agent.status.lastScreenshot = null;
      changed(response);
    },
    [controlPaths.logout]: (_body, response) => {
      Object.assign(agent.status, { signedIn: false, member: null, running: null });
      changed(response);
    },
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (!url.pathname.startsWith('/api/')) {
      // Like the agent: the link's secret becomes a cookie and the address bar loses it.
      if (url.searchParams.get('secret') === agent.secret) {
        const cookie = `${secretCookie}=${agent.secret}; HttpOnly; SameSite=Strict; Path=/`;
        return response.writeHead(303, { 'set-cookie': cookie, location: '/' }).end();
      }
      const asset = request.method === 'GET' ? uiAsset(url.pathname) : undefined;
      if (!asset) return response.writeHead(404).end();
      // The policy the page is written for: nothing inline, nothing from elsewhere.
      const policy = "default-src 'self'; img-src 'self'; frame-ancestors 'none'";
      response.writeHead(200, { 'content-type': asset.contentType, 'content-security-policy': policy }).end(asset.body);
      return;
    }
    if (!hasSecret(request, agent.secret)) return answer(response, 401, { ok: false, message: 'Unauthorized' });
    if (request.method === 'GET' && url.pathname === controlPaths.status) {
      if (agent.failStatus) return answer(response, 503, { ok: false, message: 'The agent is restarting.' });
      return changed(response);
    }
    if (request.method === 'GET' && url.pathname === controlPaths.screenshot) {
      const shot = agent.status.lastScreenshot;
      if (!shot?.pending || shot.id !== url.searchParams.get('id')) return response.writeHead(404).end();
      return response.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
    }
    const action = actions[url.pathname];
    if (request.method !== 'POST' || !action) return response.writeHead(404).end();
    const body = await readBody(request);
    agent.calls.push({ path: url.pathname, body, contentType: request.headers['content-type'] });
    action(body, response);
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ok: false, message: String(error) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(agent, {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
