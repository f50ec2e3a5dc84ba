import { attackPublicUrl } from './constants.ts';
import { type Answer, send } from './http.ts';

type Cookie = { name: string; value: string; path: string };

/** Where a URL the server wrote (under its public URL, or relative) leads on its loopback address. */
export function onServer(baseUrl: string, url: string) {
  const parsed = new URL(url, attackPublicUrl);
  return `${baseUrl}${parsed.pathname}${parsed.search}`;
}

/** A browser's cookies over real HTTP: name, value, path prefix and deletion, as the provider's flow needs. */
export class CookieJar {
  private cookies = new Map<string, Cookie>();

  store(setCookies: readonly string[]) {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const equals = pair.indexOf('=');
      if (equals <= 0) continue;
      const name = pair.slice(0, equals);
      const value = pair.slice(equals + 1);
      const attribute = (key: string) =>
        attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const path = attribute('path') ?? '/';
      const expires = attribute('expires');
      const maxAge = attribute('max-age');
      const expired = (expires && Date.parse(expires) < Date.now()) || maxAge === '0' || value === '';
      const key = `${name};${path}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { name, value, path });
    }
  }

  header(url: string): string {
    const path = new URL(url).pathname;
    return [...this.cookies.values()]
      .filter(
        (cookie) =>
          path === cookie.path || path.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`),
      )
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }

  names(): string[] {
    return [...this.cookies.values()].map((cookie) => cookie.name);
  }
}

/** One browser (its cookie jar) at one client address, talking to the server under test. */
export class Browser {
  readonly jar = new CookieJar();
  readonly baseUrl: string;
  /** Sent as X-Forwarded-For (the suite's servers trust the proxy), so each browser can have its own address. */
  readonly address: string | undefined;

  constructor(baseUrl: string, address?: string) {
    this.baseUrl = baseUrl;
    this.address = address;
  }

  async request({
    method,
    path,
    headers = {},
    body,
    timeoutMs,
  }: {
    method: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
    timeoutMs?: number;
  }): Promise<Answer> {
    const url = onServer(this.baseUrl, path);
    const cookie = this.jar.header(url);
    const answer = await send({
      method,
      url,
      headers: {
        ...headers,
        ...(cookie ? { cookie } : {}),
        ...(this.address ? { 'x-forwarded-for': this.address } : {}),
      },
      body,
      timeoutMs,
    });
    this.jar.store(answer.setCookies);
    return answer;
  }
}
