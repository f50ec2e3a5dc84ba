import { ownerEmail } from '../constants.ts';
import { jsonOf, send } from '../http.ts';
import { bearer } from '../sign-in.ts';
import type { Target } from '../target.ts';
import { casesOf } from './cases.ts';
import type { Operation } from './openapi.ts';
import type { IdSource } from './samples.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The resource a path is about: `/v1/Customer/GetById` → `customer`. */
const resourceOf = (path: string) => (/\/(?:api\/)?v1\/([A-Za-z]+)\//.exec(path)?.[1] ?? '').toLowerCase();

/**
 * Real ids seen in answers, by the field name that carried them (`userId`, `teamId`) and, for a bare `id`, by the
 * resource of the route. Requests that change data never get the owner's own ids, so the fuzzer cannot lock
 * itself out (archive or demote the account it acts as).
 */
export class IdBook {
  private byName = new Map<string, string[]>();
  private self = new Set<string>();

  /** Records every uuid of a JSON answer of `path`. */
  harvest(path: string, value: unknown) {
    const resource = resourceOf(path);
    const walk = (node: unknown) => {
      if (Array.isArray(node)) for (const item of node.slice(0, 50)) walk(item);
      else if (node && typeof node === 'object') {
        const entries = Object.entries(node);
        const isOwner = entries.some(([, v]) => v === ownerEmail);
        for (const [key, v] of entries) {
          if (typeof v === 'string' && uuid.test(v)) {
            const name = key.toLowerCase() === 'id' && resource ? `${resource}.id` : key.toLowerCase();
            const list = this.byName.get(name) ?? [];
            if (!list.includes(v)) list.push(v);
            this.byName.set(name, list);
            if (isOwner) this.self.add(v);
          } else walk(v);
        }
      }
    };
    walk(value);
  }

  /** The owner's own ids (user, member), which changing requests must not target. */
  markSelf(ids: string[]) {
    for (const id of ids) this.self.add(id);
  }

  /** Looks ids up for one operation: `id` by the route's resource, `teamId` by name or as the team's `id`. */
  sourceFor({ method, path }: { method: string; path: string }): IdSource {
    const resource = resourceOf(path);
    const changes = method !== 'GET';
    return (name: string) => {
      const lower = name.toLowerCase();
      const stem = lower.endsWith('id') ? lower.slice(0, -2) : lower;
      const candidates = [
        ...(lower === 'id' ? [`${resource}.id`] : [lower, `${stem}.id`, `${stem}id`]),
        ...(stem === 'user' || stem === 'member' ? ['userid', 'memberid', 'member.id'] : []),
      ];
      for (const candidate of candidates) {
        const ids = (this.byName.get(candidate) ?? []).filter((id) => !(changes && this.self.has(id)));
        if (ids.length > 0) return ids[changes ? ids.length - 1 : 0];
      }
      return undefined;
    };
  }
}

/** Sends every GET once as it is, as the owner, and keeps the ids of the answers for the baselines. */
export async function discoverIds({ target, operations }: { target: Target; operations: Operation[] }) {
  const ids = new IdBook();
  const me = jsonOf(
    await send({ method: 'GET', url: `${target.url}/api/app/user/me`, headers: bearer(await target.ownerToken()) }),
  ) as { result?: { userId?: string } } | undefined;
  if (me?.result?.userId) ids.markSelf([me.result.userId]);
  for (const op of operations.filter((o) => o.method === 'GET' && !o.path.includes('{'))) {
    const [baseline] = casesOf(op, ids.sourceFor(op));
    if (!baseline) continue;
    const answer = await send({
      method: 'GET',
      url: `${target.url}${baseline.build().path}`,
      headers: bearer(await target.ownerToken()),
    });
    if (answer.status === 200) ids.harvest(op.path, jsonOf(answer));
  }
  return ids;
}
