import type { Db } from '../../db/client.ts';
import { asRequestRole } from '../../db/transactions.ts';
import { invalidCredentials } from '../../http/errors.ts';
import { verifyPassword } from '../users/passwords.ts';
import { findUserByEmail } from '../users/users.repository.ts';

/** Checks e-mail and password; the same error, in about the same time, for a wrong password or an unknown e-mail. */
export async function signIn({ db, email, password }: { db: Db; email: string; password: string }): Promise<string> {
  const user = await asRequestRole({ db }, (tx) => findUserByEmail({ tx, email }));
  const valid = await verifyPassword({ hashed: user?.passwordHash ?? null, password });
  if (!user || !valid) throw invalidCredentials();
  return user.id;
}
