import type { LightMyRequestResponse } from 'fastify';

type Cookie = { value: string; path: string };

/** The few cookie rules the provider's flow needs: name, value, path prefix, deletion. */
export class CookieJar {
  private cookies = new Map<string, Cookie>();

  store(response: LightMyRequestResponse) {
    for (const cookie of response.cookies as Array<{
      name: string;
      value: string;
      path?: string;
      expires?: Date;
      maxAge?: number;
    }>) {
      const key = `${cookie.name};${cookie.path ?? '/'}`;
      const expired = (cookie.expires && cookie.expires.getTime() < Date.now()) || cookie.maxAge === 0;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { value: `${cookie.name}=${cookie.value}`, path: cookie.path ?? '/' });
    }
  }

  header(url: string): string {
    const path = new URL(url, 'http://localhost').pathname;
    return [...this.cookies.values()]
      .filter(
        (cookie) =>
          path === cookie.path || path.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`),
      )
      .map((cookie) => cookie.value)
      .join('; ');
  }
}
