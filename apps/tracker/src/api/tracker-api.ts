import {
  type Endpoint,
  type EndpointInput,
  type EndpointResult,
  errorEnvelope,
  screenshotEndpoints,
  timelineEndpoints,
  trackerEndpoints,
} from '@worktrail/contract';
import { ApiError, OfflineError, SignedOutError } from '../errors.ts';
import { agentFetch } from '../user-agent.ts';

export { ApiError, OfflineError };

export type TokenProvider = { token(): Promise<string>; invalidate(): void };

type Options = { server: string; tokens: TokenProvider; timeoutMs?: number };

/** One call of the contract's catalogue, with the bearer token; a 401 refreshes once, then means signed out. */
async function call<E extends Endpoint>(
  { server, tokens, timeoutMs = 30_000 }: Options,
  endpoint: E,
  input: { body?: unknown; form?: FormData; query?: Record<string, string> },
): Promise<EndpointResult<E>> {
  const url = new URL(endpoint.path, server);
  for (const [name, value] of Object.entries(input.query ?? {})) url.searchParams.set(name, value);
  for (let attempt = 0; ; attempt++) {
    const token = await tokens.token();
    let response: Response;
    try {
      response = await agentFetch(url, {
        method: endpoint.method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(input.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: input.form ?? (input.body === undefined ? undefined : JSON.stringify(input.body)),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new OfflineError((error as Error).message);
    }
    const text = await response.text().catch(() => '');
    if (response.status === 401 && attempt === 0) {
      tokens.invalidate();
      continue;
    }
    if (response.ok) return endpoint.result.parse(JSON.parse(text).result) as EndpointResult<E>;
    const failure = errorEnvelope.safeParse(safeJson(text));
    const message = failure.success ? failure.data.message : `HTTP ${response.status}`;
    // A token that still fails after a fresh refresh: the account can no longer act in the organisation.
    if (response.status === 401) throw new SignedOutError('memberArchived', message);
    throw new ApiError(response.status, failure.success ? failure.data.code : undefined, message);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

type BodyOf<E extends Endpoint> = EndpointInput<E> extends { body: infer B } ? B : never;

/** The tracker calls the agent makes, typed by `@worktrail/contract`. */
export function trackerApi(options: Options) {
  const e = trackerEndpoints;
  return {
    settings: () => call(options, e.settings, {}),
    startEntry: (body: BodyOf<typeof e.startEntry>) => call(options, e.startEntry, { body }),
    stopEntry: (body: BodyOf<typeof e.stopEntry>) => call(options, e.stopEntry, { body }),
    uploadSlots: (body: BodyOf<typeof e.uploadSlots>) => call(options, e.uploadSlots, { body }),
    heartbeat: (body: BodyOf<typeof e.heartbeat>) => call(options, e.heartbeat, { body }),
    /** The member's open tasks of a project, offered beside it. */
    tasks: (projectId: string) => call(options, timelineEndpoints.userTasks, { query: { projectId } }),
    uploadScreenshot: (fields: {
      id: string;
      entryId: string;
      takenAt: string;
      activityPercent: number;
      jpeg: Buffer;
    }) => {
      const form = new FormData();
      form.set('id', fields.id);
      form.set('entryId', fields.entryId);
      form.set('takenAt', fields.takenAt);
      form.set('activityPercent', String(fields.activityPercent));
      form.set('file', new Blob([new Uint8Array(fields.jpeg)], { type: 'image/jpeg' }), 'screenshot.jpg');
      return call(options, screenshotEndpoints.upload, { form });
    },
  };
}
export type TrackerApi = ReturnType<typeof trackerApi>;
