/** What came back from one request: never throws; a request that did not answer in time is `timedOut`. */
export type Answer = {
  status: number;
  text: string;
  ms: number;
  timedOut: boolean;
  /** A connection failure (refused, reset), as opposed to a slow answer. */
  error: string | undefined;
  headers: Headers;
  setCookies: string[];
};

export type Outgoing = {
  method: string;
  url: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  timeoutMs?: number;
};

/** One request to the server under test, bounded by a timeout; the body is read in full. */
export async function send({ method, url, headers = {}, body, timeoutMs = 5000 }: Outgoing): Promise<Answer> {
  if (!url.startsWith('http://127.0.0.1:')) throw new Error(`refusing to send traffic off loopback: ${url}`);
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    return {
      status: response.status,
      text,
      ms: performance.now() - started,
      timedOut: false,
      error: undefined,
      headers: response.headers,
      setCookies: response.headers.getSetCookie(),
    };
  } catch (caught) {
    const error = caught as Error & { cause?: { code?: string } };
    const timedOut = error.name === 'TimeoutError' || error.name === 'AbortError';
    return {
      status: 0,
      text: '',
      ms: performance.now() - started,
      timedOut,
      error: timedOut ? undefined : (error.cause?.code ?? error.message),
      headers: new Headers(),
      setCookies: [],
    };
  }
}

/** The parsed JSON of an answer (or of any text), or undefined. */
export function jsonOf(answer: { text: string }): unknown {
  try {
    return JSON.parse(answer.text);
  } catch {
    return undefined;
  }
}

/** True when the server answers /healthz within `timeoutMs`. */
export async function healthy(baseUrl: string, timeoutMs = 3000) {
  const answer = await send({ method: 'GET', url: `${baseUrl}/healthz`, timeoutMs });
  return answer.status === 200;
}
