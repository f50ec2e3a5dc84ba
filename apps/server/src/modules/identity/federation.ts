import type Provider from 'oidc-provider';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { matches, type PendingLogin } from './federation-state.ts';
import { type createUpstream, FederationFailure } from './federation-upstream.ts';
import { resolveFederatedUser } from './federation-users.ts';

/** What the upstream sent back to the callback. */
export type UpstreamAnswer = { code?: string | undefined; state?: string | undefined; error?: string | undefined };

/**
 * Records the signed-in account as the interaction's login result and returns where the browser resumes.
 * The callback path lies outside the interaction cookie's path, so the interaction is found by the uid
 * our signed cookie carries, which only the browser that held the interaction could obtain.
 */
async function finishInteraction({ provider, uid, accountId }: { provider: Provider; uid: string; accountId: string }) {
  const interaction = await provider.Interaction.find(uid);
  // The provider keeps its own (real) time for its records, so their lifetime is judged by it too.
  const ttl = interaction ? interaction.exp - Math.floor(Date.now() / 1000) : 0;
  if (!interaction || ttl <= 0) throw new FederationFailure('the sign-in interaction has expired');
  interaction.result = { login: { accountId, remember: true } };
  await interaction.save(ttl);
  return interaction.returnTo;
}

/**
 * Completes the login interaction with what the upstream answered: checks the state, verifies the
 * person, finds, links or creates their account, and returns the provider's resume address.
 * Throws FederationFailure when the person should simply try again.
 */
export async function completeFederatedLogin({
  db,
  clock,
  provider,
  upstream,
  pending,
  answer,
}: {
  db: Db;
  clock: Clock;
  provider: Provider;
  upstream: ReturnType<typeof createUpstream>;
  pending: PendingLogin;
  answer: UpstreamAnswer;
}): Promise<string> {
  if (answer.error) throw new FederationFailure(`the upstream answered ${answer.error}`);
  if (!matches(answer.state, pending.state)) throw new FederationFailure('the state does not match this browser');
  if (!answer.code) throw new FederationFailure('the upstream sent no code');
  const profile = await upstream.verifiedProfile({ code: answer.code, pending });
  const user = await resolveFederatedUser({ db, clock, profile });
  return finishInteraction({ provider, uid: pending.uid, accountId: user.id });
}
