import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** An entity tag of `content`: strong when the answer is exactly that content, weak when it only means the same. */
export const entityTag = (content: string, { weak }: { weak: boolean }) =>
  `${weak ? 'W/' : ''}"${createHash('sha256').update(content).digest('base64url')}"`;

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * Whether an If-None-Match header names `tag`, by the weak comparison GET uses (RFC 9110 §13.1.2): `*`, or any of
 * the listed tags with the same quoted value, weak or strong.
 */
export function noneMatchHits(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const wanted = opaque(tag);
  return header.split(',').some((listed) => opaque(listed) === wanted);
}

/**
 * Answers a polled read with a validator, so an unchanged answer costs a 304 without a body: the tag is a hash of
 * the JSON `body` (strong: it changes whenever the answer does). A body that carries the clock (when it was read, seconds since something) is never the
 * same twice; such a read passes a `fingerprint` — the body without its clock-derived fields, plus the moments they
 * count from — and the tag is weak, as the bytes may differ while the meaning is the same. `private, no-cache`: a
 * browser may keep it for this user but must ask again each time.
 */
export function answerWithEtag<T>({
  request,
  reply,
  body,
  fingerprint,
}: {
  request: FastifyRequest;
  reply: FastifyReply;
  body: T;
  fingerprint?: unknown;
}): T | FastifyReply {
  const tag =
    fingerprint === undefined
      ? entityTag(JSON.stringify(body), { weak: false })
      : entityTag(JSON.stringify(fingerprint), { weak: true });
  reply.header('etag', tag).header('cache-control', 'private, no-cache');
  if (noneMatchHits(request.headers['if-none-match'], tag)) return reply.code(304).send();
  return body;
}
