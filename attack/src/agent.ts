import { randomUUID } from 'node:crypto';
import { Browser } from './browser.ts';
import { type Answer, jsonOf, send } from './http.ts';
import { bearer, signIn } from './sign-in.ts';

/** A tracker agent signed in for one member, with a project that member may track. */
export type Agent = { email: string; token: string; projectId: string };

/** Signs a member in as their agent would be (same JWT for the API) and picks a trackable project. */
export async function signInAgent(baseUrl: string, email: string): Promise<Agent | undefined> {
  const { access_token: token } = await signIn(new Browser(baseUrl), { email });
  const settings = jsonOf(
    await send({ method: 'GET', url: `${baseUrl}/api/v1/Tracker/Settings`, headers: bearer(token) }),
  ) as { result?: { projects?: Array<{ id: string }> } } | undefined;
  const projectId = settings?.result?.projects?.[0]?.id;
  return projectId ? { email, token, projectId } : undefined;
}

/** A POST of the tracker API as the agent. */
export function trackerPost(
  baseUrl: string,
  agent: Agent,
  path: string,
  body: unknown,
  timeoutMs = 10_000,
): Promise<Answer> {
  return send({
    method: 'POST',
    url: `${baseUrl}/api/v1/Tracker/${path}`,
    headers: { ...bearer(agent.token), 'content-type': 'application/json' },
    body: JSON.stringify(body),
    timeoutMs,
  });
}

/** A finished entry of the agent's member (start and stop; both idempotent, so safe to send again). */
export async function trackedEntry(
  baseUrl: string,
  agent: Agent,
  { id = randomUUID(), from, to }: { id?: string; from: Date; to: Date },
) {
  const started = await trackerPost(baseUrl, agent, 'StartEntry', {
    id,
    projectId: agent.projectId,
    startedAt: from.toISOString(),
  });
  const stopped = await trackerPost(baseUrl, agent, 'StopEntry', { id, endedAt: to.toISOString() });
  return { id, ok: started.status === 200 && stopped.status === 200, started, stopped };
}
