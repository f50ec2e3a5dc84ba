import { z } from 'zod';

/**
 * The agent's local control API: what the local UI page and the CLI (`start`, `stop`, `status`, `logout`) ask the
 * running agent. Served on 127.0.0.1 only; every call carries the per-run secret (header `x-worktrail-secret`, or
 * the `wt_secret` cookie the UI gets from `/?secret=…`). The running agent writes its port and secret to
 * `runtime.json` in its state folder, readable only by the user.
 */

export const secretHeader = 'x-worktrail-secret';
export const secretCookie = 'wt_secret';

export const controlPaths = {
  status: '/api/status',
  start: '/api/start',
  stop: '/api/stop',
  idle: '/api/idle',
  deleteScreenshot: '/api/screenshot/delete',
  /** GET `?id=` answers the screenshot's JPEG while it is still waiting in the outbox. */
  screenshot: '/api/screenshot',
  logout: '/api/logout',
} as const;

const project = z.object({
  id: z.uuid(),
  name: z.string(),
  tasks: z.array(z.object({ id: z.uuid(), name: z.string() })),
});

/** Why the agent does not record, shown to the person as it is (the agent words it in their language). */
export const agentNoticeCode = z.enum([
  'signedOut',
  'grantRevoked',
  'memberArchived',
  'weeklyLimitReached',
  'offline',
  'serverError',
  'screenshotTaken',
  'projectNotAllowed',
]);

export const agentStatus = z.object({
  signedIn: z.boolean(),
  server: z.string(),
  member: z.object({ name: z.string(), email: z.string() }).nullable(),
  /** The UI's language when the person has not chosen one: the member's preference, else English. */
  language: z.enum(['en', 'ar']),
  projects: z.array(project),
  running: z
    .object({
      entryId: z.uuid(),
      projectId: z.uuid(),
      projectName: z.string(),
      taskId: z.uuid().nullable(),
      taskName: z.string().nullable(),
      startedAt: z.iso.datetime({ offset: true }),
    })
    .nullable(),
  /** Tracked today (the member's local day), uploaded or not. */
  todaySeconds: z.number().int().min(0),
  /** What waits in the outbox, not yet accepted by the server. */
  queue: z.object({ entries: z.number().int(), slots: z.number().int(), screenshots: z.number().int() }),
  lastUploadAt: z.iso.datetime({ offset: true }).nullable(),
  lastScreenshot: z
    .object({
      id: z.uuid(),
      takenAt: z.iso.datetime({ offset: true }),
      /** Still on this device, so it can be viewed and, when `canDelete`, deleted before upload. */
      pending: z.boolean(),
      /** Inside its review window where the organisation allows deletion: it is uploaded only after it. */
      canDelete: z.boolean(),
      /** The end of the review window while `canDelete`, else null. */
      deletableUntil: z.iso.datetime({ offset: true }).nullable(),
    })
    .nullable(),
  /** Set while the person was idle past Auto_Pause_Tracking: the UI asks whether to keep or discard it. */
  idle: z.object({ since: z.iso.datetime({ offset: true }), seconds: z.number().int() }).nullable(),
  notices: z.array(z.object({ code: agentNoticeCode, at: z.iso.datetime({ offset: true }) })),
});
export type AgentStatus = z.infer<typeof agentStatus>;

export const startRequest = z.object({ projectId: z.uuid(), taskId: z.uuid().nullable().optional() });
export const idleRequest = z.object({ keep: z.boolean() });
export const deleteScreenshotRequest = z.object({ id: z.uuid() });

/** Every answer of the control API: the status after the call, or a message for the person. */
export const controlAnswer = z.union([
  z.object({ ok: z.literal(true), status: agentStatus }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type ControlAnswer = z.infer<typeof controlAnswer>;
