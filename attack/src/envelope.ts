import { jsonOf } from './http.ts';

/** Text that only an internal error puts in a body: stack frames, module paths, SQL. */
const internals = [/\bat \//, /node_modules/, /SELECT /, /Failed query/, /\n\s+at [\w.<>]+ \(/];

/** Is this the §3 failure envelope: `{ success: false, message, code, result: null }`? */
export function isErrorEnvelope(text: string) {
  const body = jsonOf({ text }) as Record<string, unknown> | undefined;
  return (
    !!body &&
    body.success === false &&
    typeof body.message === 'string' &&
    typeof body.code === 'string' &&
    body.result === null
  );
}

/** Does the body show a stack trace, a source path or SQL? */
export const leaksInternals = (text: string) => internals.some((marker) => marker.test(text));
