import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { connectedTracker, connectedTrackerIdQuery } from './tracker-devices.ts';

const tags = ['Tracker'];
const base = '/api/v1/Tracker';
const own =
  'Only the caller’s own tracker sign-ins (device authorization grants of the `worktrail-tracker` client) are ' +
  'listed; the portal’s own browser sessions and other people’s trackers never are. A sign-in belongs to the ' +
  'person’s account and acts in their current organisation.';

/** The member's connected tracker agents, as the portal's "Connect a tracker" page shows them (issue 17 item 5). */
export const trackerDeviceEndpoints = {
  connected: defineEndpoint({
    method: 'GET',
    path: `${base}/GetConnectedTrackers`,
    access: 'signed-in',
    policy: 'the caller’s own tracker sign-ins only',
    tags,
    summary: 'The tracker agents signed in as the caller, newest first: connected, last used, agent and platform',
    description: own,
    result: z.array(connectedTracker),
  }),
  disconnect: defineEndpoint({
    method: 'POST',
    path: `${base}/DisconnectTracker`,
    access: 'signed-in',
    policy: 'a tracker sign-in of the caller’s own (another person’s, or none: 404)',
    tags,
    summary: 'Signs a tracker agent out: its grant and refresh tokens are revoked and its next call is refused',
    description:
      `${own} The agent’s access token is refused from the next request on and its refresh token answers ` +
      '`invalid_grant`, so the agent signs out. Time it already uploaded stays.',
    query: connectedTrackerIdQuery,
    result: z.object({ disconnected: z.literal(true) }),
    errors: ['NOT_FOUND'],
  }),
};
