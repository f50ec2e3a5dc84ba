import type { ConnectedTracker } from '@worktrail/contract';
import type { TrackerGrantRow } from './tracker-devices.repository.ts';

const fromSeconds = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000).toISOString());
const bounded = (text: string | undefined) => {
  const trimmed = text?.trim();
  return trimmed ? trimmed.slice(0, 80) : null;
};

/**
 * Reads an agent's name and platform from its User-Agent, e.g. `worktrail-tracker/1.2.0 (Linux x64; node 24)`:
 * the first product token, and the first part of the comment. Anything else is shown as unknown.
 */
export function describeAgent(userAgent: string | null): { agent: string | null; platform: string | null } {
  if (!userAgent) return { agent: null, platform: null };
  const agent = bounded(/^[^\s(]+/.exec(userAgent)?.[0]);
  const platform = bounded(/\(([^;)]+)/.exec(userAgent)?.[1]);
  return { agent, platform };
}

/** A tracker sign-in as its owner sees it: never a token, only when and what. */
export function presentConnectedTracker(row: TrackerGrantRow): ConnectedTracker {
  const connectedAt = fromSeconds(row.issuedAt) ?? new Date(0).toISOString();
  return {
    id: row.id,
    connectedAt,
    lastUsedAt: fromSeconds(row.lastRefreshedAt),
    ...describeAgent(row.userAgent),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}
