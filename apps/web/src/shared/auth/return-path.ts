const defaultReturnPath = '/dashboard';

/** A same-origin path to come back to after sign-in; anything else (absolute or protocol-relative URLs) is refused. */
export function safeReturnPath(path: unknown): string {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) {
    return defaultReturnPath;
  }
  return path === '/' ? defaultReturnPath : path;
}
