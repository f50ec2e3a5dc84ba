import { z } from 'zod';

/**
 * The member's connected trackers (issue 17 item 5): each one a sign-in of the tracker agent by the device
 * authorization grant, i.e. one provider grant of the `worktrail-tracker` client. A grant belongs to the person's
 * account, and its tokens act in their current organisation, so the list is the caller's own and nobody else's.
 */
export const connectedTracker = z.object({
  /** The provider grant's id: what `DisconnectTracker` takes. */
  id: z.string(),
  /** When the person approved the agent's code. */
  connectedAt: z.iso.datetime(),
  /** When the agent last renewed its sign-in (refresh tokens rotate at least every 15 minutes while it runs). */
  lastUsedAt: z.iso.datetime().nullable(),
  /** The agent's own name and version, from its User-Agent when it asked for its code; null when unknown. */
  agent: z.string().nullable(),
  /** The operating system the agent named, when it did. */
  platform: z.string().nullable(),
  /** When the sign-in ends unless renewed before. */
  expiresAt: z.iso.datetime().nullable(),
});
export type ConnectedTracker = z.infer<typeof connectedTracker>;

/** `?id=` of DisconnectTracker: a provider grant id (URL-safe characters only). */
export const connectedTrackerIdQuery = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
});
