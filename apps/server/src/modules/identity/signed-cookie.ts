import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';

const signature = (payload: string, key: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** Compares two strings in constant time. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A value as `payload.signature`: its JSON, base64url, signed with the newest of the provider's cookie keys. */
export function sealValue({ value, keys }: { value: unknown; keys: readonly string[] }): string {
  const [key] = keys;
  if (!key) throw new Error('no cookie key to sign with');
  const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${payload}.${signature(payload, key)}`;
}

/** The value one of the keys sealed (any of them, so a rotation spares cookies in flight), if `schema` accepts it. */
export function openValue<T>({
  sealed,
  keys,
  schema,
}: {
  sealed: string;
  keys: readonly string[];
  schema: z.ZodType<T>;
}): T | undefined {
  const [payload = '', mac = '', ...rest] = sealed.split('.');
  if (rest.length > 0 || !keys.some((key) => sameText(mac, signature(payload, key)))) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString()));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Every value the request's Cookie header carries under `name`. */
export function cookieValues(cookieHeader: string | undefined, name: string): string[] {
  return (cookieHeader ?? '').split(';').flatMap((part) => {
    const [key, value] = part.trim().split(/=(.*)/s);
    return key === name && value ? [value] : [];
  });
}
