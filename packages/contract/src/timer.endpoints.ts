import { defineEndpoint } from './endpoint.ts';
import { permissions } from './permissions.ts';
import { startTimerRequest, timerState } from './timer.ts';

const tags = ['Timer'];
const base = '/api/v1/Timer';
const limitNote =
  'A running web entry that passed Maximum_Hours_Per_Week is ended at the moment it reached it; the answer then ' +
  'carries it in `stopped` with `stoppedByLimit: true` and the reason.';

/** The web timer of the portal header (issue 6): the signed-in member's own running entry. */
export const timerEndpoints = {
  current: defineEndpoint({
    method: 'GET',
    path: `${base}/Current`,
    access: permissions.timer.read,
    tags,
    summary: "The caller's running entry, weekly allowance and the server's clock",
    description: limitNote,
    result: timerState,
  }),
  start: defineEndpoint({
    method: 'POST',
    path: `${base}/Start`,
    access: permissions.timer.record,
    tags,
    summary: 'Start a web entry on a project now',
    description:
      'Refused while another entry runs (409 ALREADY_EXISTS), for inactive members, projects not active or not ' +
      "the caller's (422/404), for a taskId that is not a task of the project in a workspace the caller can see " +
      '(404), and once the weekly allowance is used up (422). ' +
      limitNote,
    body: startTimerRequest,
    result: timerState,
    errors: ['ALREADY_EXISTS', 'NOT_FOUND', 'UNPROCESSABLE'],
  }),
  stop: defineEndpoint({
    method: 'POST',
    path: `${base}/Stop`,
    access: permissions.timer.record,
    tags,
    summary: 'Stop the running entry now (or where the weekly limit cut it) and rewrite the day totals',
    description: `422 UNPROCESSABLE when nothing runs. ${limitNote}`,
    result: timerState,
    errors: ['UNPROCESSABLE'],
  }),
};
