import { randomUUID } from 'node:crypto';
import { type Agent, signInAgent, trackedEntry } from '../agent.ts';
import { agentEmails } from '../agents.seed.ts';
import { isErrorEnvelope } from '../envelope.ts';
import { healthy, jsonOf, send } from '../http.ts';
import { multipartBody, truncatedMultipart } from '../multipart.ts';
import { Findings, type PartResult } from '../report.ts';
import { bearer } from '../sign-in.ts';
import type { Target } from '../target.ts';
import {
  type HostileFile,
  hostileAttachments,
  hostileImages,
  hostileSpreadsheets,
  polyglotPayload,
} from './hostile-files.ts';
import { tinyPng } from './png.ts';
import { xlsxSmall } from './zip.ts';

export type UploadsSize = { growthBoundMb: number };

/** A file the route accepts, sent first: it loads the code paths, so the memory baseline is honest. */
type Control = { fileName: string; contentType: string; bytes: Buffer };

/** An upload route and who calls it; `fields` are the text parts sent beside the file. */
type Route = {
  method: string;
  path: string;
  token: string;
  fields: () => Record<string, string>;
  /** The form field the file goes in (`file` unless said). */
  fileField?: string;
  files: HostileFile[];
  control: Control;
};

/** Files a careful server may accept: harmless once re-encoded or imported row by row. */
const mayBeAccepted = new Set(['PNG/HTML polyglot', 'NUL and traversal in file name', 'CSV with NUL in a cell']);

/** The agent's member may take screenshots, and has an entry three days ago to take them in. */
async function screenshotSetup(target: Target, ownerToken: string) {
  await send({
    method: 'PUT',
    url: `${target.url}/api/v1/SystemSettings/UpdateOrganisationSettings`,
    headers: { ...bearer(ownerToken), 'content-type': 'application/json' },
    body: JSON.stringify({ settings: { Take_ScreenShot: true, Blur_Screen: false } }),
  });
  const agent: Agent | undefined = await signInAgent(target.url, agentEmails[0] ?? '');
  if (!agent) return undefined;
  const day = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()) - 3 * 86_400_000;
  const entry = await trackedEntry(target.url, agent, {
    from: new Date(day + 9 * 3_600_000),
    to: new Date(day + 10 * 3_600_000),
  });
  return { agent, entryId: entry.id, takenAt: new Date(day + 9.5 * 3_600_000).toISOString() };
}

/**
 * Part 2: hostile files to every upload route (profile picture, screenshot, both imports), the server's memory
 * read before, during and after each. Each must be refused with a 4xx envelope (a few harmless ones may be
 * accepted), and no upload may grow the server's RSS by more than the bound.
 */
export async function uploadsPart({ target, size }: { target: Target; size: UploadsSize }): Promise<PartResult> {
  const ownerToken = await target.ownerToken();
  const me = jsonOf(
    await send({ method: 'GET', url: `${target.url}/api/app/user/me`, headers: bearer(ownerToken) }),
  ) as {
    result?: { userId?: string };
  };
  const shots = await screenshotSetup(target, ownerToken);
  const notes: string[] = [];
  if (!shots) notes.push('screenshot route: no agent with a trackable project; it was sent files without a real entry');
  const png: Control = { fileName: 'pixel.png', contentType: 'image/png', bytes: tinyPng() };
  const routes: Route[] = [
    {
      method: 'PUT',
      path: '/v1/Profile/UpdateProfilePicture',
      token: ownerToken,
      fields: () => ({}),
      files: hostileImages,
      control: png,
    },
    {
      method: 'POST',
      path: '/api/v1/Tracker/UploadScreenshot',
      token: shots?.agent.token ?? ownerToken,
      fields: () => ({
        id: randomUUID(),
        entryId: shots?.entryId ?? randomUUID(),
        takenAt: shots?.takenAt ?? new Date().toISOString(),
      }),
      files: hostileImages,
      control: png,
    },
    {
      method: 'POST',
      path: '/v1/Customer/ImportCustomers?dryRun=true',
      token: ownerToken,
      fields: () => ({}),
      files: hostileSpreadsheets,
      control: {
        fileName: 'customers.xlsx',
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        bytes: await xlsxSmall(),
      },
    },
    {
      method: 'POST',
      path: '/v1/Ticket/CreateTicket',
      token: ownerToken,
      // The type and operating system the first migration seeds for every deployment.
      fields: () => ({
        Subject: 'Attack ticket',
        Message: 'Hostile attachment',
        TicketTypeId: '0193a000-0000-7000-8000-000000000001',
        OperatingSystemId: '0193a000-0000-7000-8000-000000000103',
      }),
      fileField: 'attachmentFiles',
      files: hostileAttachments,
      control: png,
    },
    {
      method: 'POST',
      path: '/api/v1/Project/ImportProjects?dryRun=false',
      token: ownerToken,
      fields: () => ({}),
      files: hostileSpreadsheets,
      control: {
        fileName: 'projects.csv',
        contentType: 'text/csv',
        bytes: Buffer.from('Name,Customer\nAttack project,Attack customer\n'),
      },
    },
  ];
  target.memory.resetAll();
  const built = new Map<string, Buffer>();
  const bytesOf = async (file: HostileFile) => {
    const known = built.get(file.kind);
    if (known) return known;
    const bytes = await file.bytes();
    built.set(file.kind, bytes);
    return bytes;
  };
  const failures = new Findings();
  let uploads = 0;
  let fiveXx = 0;
  let largest = { mb: 0, what: '' };
  const upload = async (route: Route, body: { body: Buffer; contentType: string }, timeoutMs: number) => {
    const before = target.memory.now();
    target.memory.reset();
    const answer = await send({
      method: route.method,
      url: `${target.url}${route.path}`,
      headers: { ...bearer(route.token), 'content-type': body.contentType },
      body: body.body,
      timeoutMs,
    });
    // A moment for the sampler (every 50 ms) to see what the answer left behind.
    await new Promise((resolve) => setTimeout(resolve, 150));
    uploads += 1;
    return { answer, growth: Math.max(0, target.memory.peak() - before) };
  };

  // Controls first: a valid file per route, so the code paths are loaded and the baseline is honest.
  for (const route of routes) {
    const control = { ...route.control, field: route.fileField };
    const { answer } = await upload(route, multipartBody({ fields: route.fields(), file: control }), 15_000);
    if (answer.status >= 300)
      notes.push(
        `control upload ${route.method} ${route.path} answered ${answer.status}: ${answer.text.slice(0, 100)}`,
      );
  }
  const baseline = target.memory.now();

  for (const route of routes) {
    const where = `${route.method} ${route.path.split('?')[0]}${route.path.includes('dryRun=true') ? ' (dry run)' : ''}`;
    const cases: Array<{ kind: string; body: () => Promise<{ body: Buffer; contentType: string }>; heavy: boolean }> = [
      ...route.files.map((file) => ({
        kind: file.kind,
        heavy: file.heavy === true,
        body: async () =>
          multipartBody({
            fields: route.fields(),
            file: { ...file, field: route.fileField, bytes: await bytesOf(file) },
          }),
      })),
      {
        kind: 'truncated multipart',
        heavy: false,
        body: async () =>
          truncatedMultipart({
            fields: route.fields(),
            file: { fileName: 'x.png', contentType: 'image/png', bytes: tinyPng(), field: route.fileField },
          }),
      },
    ];
    for (const c of cases) {
      const { answer, growth } = await upload(route, await c.body(), c.heavy ? 60_000 : 15_000);
      if (growth > largest.mb) largest = { mb: growth, what: `${c.kind} → ${where}` };
      const accepted = answer.status >= 200 && answer.status < 300;
      let outcome = '';
      if (answer.timedOut) outcome = 'no answer in time';
      else if (answer.error) outcome = `connection ${answer.error} (server crashed?)`;
      else if (answer.status >= 500) outcome = String(answer.status);
      else if (accepted && !mayBeAccepted.has(c.kind)) outcome = `${answer.status}: accepted`;
      else if (!accepted && !isErrorEnvelope(answer.text)) outcome = `${answer.status} without the error envelope`;
      if (answer.status >= 500) fiveXx += 1;
      if (outcome) failures.add({ where, kind: c.kind, outcome });
      if (growth > size.growthBoundMb) {
        failures.add({
          where,
          kind: c.kind,
          outcome: `${answer.status}, server RSS +${growth} MB (bound ${size.growthBoundMb} MB)`,
        });
      }
      if (accepted && c.kind === 'PNG/HTML polyglot' && route.path.includes('Profile')) {
        const picture = await send({
          method: 'GET',
          url: `${target.url}/v1/Profile/GetProfilePicture?userId=${me.result?.userId ?? ''}`,
          headers: bearer(ownerToken),
        });
        if (picture.text.includes(polyglotPayload))
          failures.add({ where, kind: c.kind, outcome: 'the stored picture still carries the script' });
      }
      if ((answer.timedOut || answer.error) && !(await healthy(target.url))) {
        failures.add({ where, kind: c.kind, outcome: 'the server no longer answers; restarted' });
        await target.restart();
        return uploadsResult();
      }
    }
  }
  return uploadsResult();

  function uploadsResult(): PartResult {
    return {
      name: 'uploads',
      passed: failures.count === 0,
      figures:
        `${uploads} uploads to ${routes.length} routes, ${failures.distinct} failures, ${fiveXx} 5xx, server RSS ${baseline} MB after the controls,` +
        ` largest growth ${largest.mb} MB (${largest.what || 'none'}), peak ${target.memory.overallPeak()} MB, bound +${size.growthBoundMb} MB per upload`,
      failures: failures.examples(),
      allFailures: failures.lines(),
      notes,
    };
  }
}
