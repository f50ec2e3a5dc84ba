import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// ARCHITECTURE §4: argon2id, m=19456 KiB, t=2, p=1.
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

// Each hash takes ~19 MiB and real CPU; a queue keeps a burst of sign-ins from exhausting the machine.
const maxConcurrent = 4;
let running = 0;
const waiting: Array<() => void> = [];

async function bounded<T>(work: () => Promise<T>): Promise<T> {
  if (running >= maxConcurrent) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** Hashes a password with argon2id. */
export const hashPassword = (password: string) => bounded(() => hash(password, options));

/** Does one hash's work and discards it, so answers that must not differ in time can all pay the same. */
export async function spendOneHash(): Promise<void> {
  await hashPassword(randomBytes(16).toString('base64url'));
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown account) it still runs one
 * verification, so the answer takes the same time whether or not the account exists.
 */
export async function verifyPassword({ hashed, password }: { hashed: string | null; password: string }) {
  if (!hashed) {
    dummyHash ??= hashPassword('worktrail-timing-equaliser');
    await bounded(async () => verify(await (dummyHash as Promise<string>), password));
    return false;
  }
  return bounded(() => verify(hashed, password));
}
