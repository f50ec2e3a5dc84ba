import { Browser } from './browser.ts';
import { attackPassword, ownerEmail } from './constants.ts';
import type { Answer } from './http.ts';
import type { PartResult } from './report.ts';
import { finishSignIn, signIn, signOut, startAuthorization, submitLogin } from './sign-in.ts';
import type { Target } from './target.ts';

export type LockoutSize = { attempts: number };

const statusCounts = (statuses: number[]) => {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts.entries()].map(([status, n]) => `${n}×${status}`).join(', ');
};

/** One sign-in attempt in `browser`: authorize, then the login screen with this password. */
async function attempt(browser: Browser, password: string): Promise<{ login: Answer; verifier: string }> {
  const { uid, verifier, answer } = await startAuthorization(browser);
  if (!uid) return { login: answer, verifier };
  return { login: await submitLogin(browser, { uid, email: ownerEmail, password }), verifier };
}

/**
 * Part 4 (F4): the owner signs in and out in their browser; an attacker then sends wrong passwords for the
 * owner from many addresses (X-Forwarded-For; the server trusts its proxy). The owner's browser must still
 * sign in with the right password, and the attacker must have been throttled.
 */
export async function lockoutPart({ target, size }: { target: Target; size: LockoutSize }): Promise<PartResult> {
  const failures: string[] = [];
  const notes: string[] = [];
  const owner = new Browser(target.url, '203.0.113.7');
  const first = await signIn(owner, { email: ownerEmail });
  await signOut(owner, { idToken: first.id_token });

  const statuses: number[] = [];
  for (let i = 0; i < size.attempts; i += 1) {
    const stranger = new Browser(target.url, `198.51.${Math.floor(i / 250)}.${(i % 250) + 1}`);
    statuses.push((await attempt(stranger, `wrong-password-${i}`)).login.status);
  }
  const throttled = statuses.filter((status) => status === 429).length;
  if (throttled === 0)
    failures.push(
      `${size.attempts} wrong passwords from ${size.attempts} addresses were never throttled (${statusCounts(statuses)})`,
    );

  const back = await attempt(owner, attackPassword);
  let ownerOutcome = `${back.login.status}`;
  if (back.login.status === 200) {
    try {
      await finishSignIn(owner, back);
      ownerOutcome = '200, signed in';
    } catch (error) {
      ownerOutcome = `200 but the sign-in did not complete: ${(error as Error).message}`;
      failures.push(
        `POST /connect/interaction/{uid}/login as the owner's own browser (after the attack) → ${ownerOutcome}`,
      );
    }
  } else {
    failures.push(
      `POST /connect/interaction/{uid}/login as the owner's own browser (signed in before the attack) with the right password → ${back.login.status}: ${back.login.text.slice(0, 120)}`,
    );
  }
  // A browser the owner never used: still locked by design (the attacker could be anyone); reported, not judged.
  const fresh = await attempt(new Browser(target.url, '203.0.113.8'), attackPassword);
  notes.push(`a new browser of the owner with the right password during the lockout: ${fresh.login.status}`);

  return {
    name: 'lockout',
    passed: failures.length === 0,
    figures: `${size.attempts} wrong passwords for ${ownerEmail} from ${size.attempts} addresses: ${statusCounts(statuses)}; the owner's own browser afterwards: ${ownerOutcome}`,
    failures,
    notes,
  };
}
