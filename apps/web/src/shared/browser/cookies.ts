const oneYearSeconds = 365 * 24 * 60 * 60;

/** Reads one cookie of this origin, or null when it is not set. */
export function readCookie(name: string): string | null {
  for (const pair of document.cookie.split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** Sets a site-wide cookie; without maxAgeSeconds it lasts for the browser session. */
export function writeCookie(name: string, value: string, { maxAgeSeconds }: { maxAgeSeconds?: number } = {}): void {
  const attributes = ['path=/', 'SameSite=Lax'];
  if (maxAgeSeconds !== undefined) attributes.push(`max-age=${maxAgeSeconds}`);
  if (window.location.protocol === 'https:') attributes.push('Secure');
  // biome-ignore lint/suspicious/noDocumentCookie: the async Cookie Store API is missing in older browsers and jsdom
  document.cookie = `${name}=${encodeURIComponent(value)}; ${attributes.join('; ')}`;
}

/** Removes a site-wide cookie. */
export function deleteCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: as in writeCookie
  document.cookie = `${name}=; path=/; max-age=0; SameSite=Lax`;
}

export const tenantCookie = '__tenant';
export const firstVisitCookie = 'first_visit';

/** Marks the browser's first visit once; later loads leave the cookie as it is. */
export function ensureFirstVisitCookie(now: Date = new Date()): void {
  if (readCookie(firstVisitCookie) === null) {
    writeCookie(firstVisitCookie, now.toISOString(), { maxAgeSeconds: oneYearSeconds });
  }
}

/** Remembers the signed-in member's organisation for the server (spec §4). */
export function writeTenantCookie(tenantId: string): void {
  writeCookie(tenantCookie, tenantId, { maxAgeSeconds: oneYearSeconds });
}
