import { vi } from 'vitest';

type Handler = (call: { body: unknown; url: URL }) => Response | Promise<Response>;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** A §7 success envelope around `result`. */
export const okResponse = (result: unknown = null) => json(200, { success: true, message: null, result });

/** A failure envelope with the status, code, message and optional field errors or headers (Retry-After). */
export const failureResponse = (
  status: number,
  code: string,
  message: string,
  { errors, headers }: { errors?: { field: string; message: string }[]; headers?: Record<string, string> } = {},
) => json(status, { success: false, message, code, result: null, errors, requestId: 'req-1' }, headers);

/**
 * Stubs fetch with handlers keyed by "METHOD /path" (no query string); anything else answers 404. Returns the mock,
 * whose calls `callsTo` reads.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const handler = handlers[`${init?.method ?? 'GET'} ${url.pathname}`];
    if (!handler) return failureResponse(404, 'NOT_FOUND', `no stub for ${init?.method ?? 'GET'} ${url.pathname}`);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return handler({ body, url });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

type FetchMock = ReturnType<typeof stubApi>;

/** The calls made to "METHOD /path", each with its parsed JSON body, query and headers. */
export function callsTo(fetch: FetchMock, key: string) {
  return fetch.mock.calls
    .map(([input, init]) => ({ url: new URL(input, 'http://localhost'), init }))
    .filter(({ url, init }) => `${init?.method ?? 'GET'} ${url.pathname}` === key)
    .map(({ url, init }) => ({
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      query: url.searchParams,
      headers: new Headers(init?.headers),
    }));
}
