import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { readJsonFile, removeFile, stateFiles, writePrivateFile } from '../state/state-folder.ts';

/** Where the refresh token lives: the OS keychain when it works, else a file only the user can read. */
export type CredentialStore = {
  kind: 'keychain' | 'file';
  read(): Promise<string | undefined>;
  write(refreshToken: string): Promise<void>;
  remove(): Promise<void>;
};

const service = 'worktrail-tracker';

function fileStore(folder: string): CredentialStore {
  const path = join(folder, stateFiles.credentials);
  return {
    kind: 'file',
    read: async () => readJsonFile<{ refreshToken?: string }>(path)?.refreshToken,
    write: async (refreshToken) => writePrivateFile(path, JSON.stringify({ refreshToken })),
    remove: async () => removeFile(path),
  };
}

/** The keychain entry of this state folder, or undefined when the platform has no usable keychain. */
async function keychainStore(folder: string): Promise<CredentialStore | undefined> {
  try {
    const { Entry } = await import('@napi-rs/keyring');
    // One entry per state folder, so two agents of one user (tests, two servers) never share a token.
    const account = createHash('sha256').update(folder).digest('hex').slice(0, 32);
    const entry = new Entry(service, account);
    // Reading proves the keychain answers (a Linux without a secret service throws here) without touching it.
    entry.getPassword();
    return {
      kind: 'keychain',
      read: async () => entry.getPassword() ?? undefined,
      write: async (refreshToken) => entry.setPassword(refreshToken),
      remove: async () => {
        try {
          entry.deletePassword();
        } catch {
          // Already gone.
        }
      },
    };
  } catch {
    return undefined;
  }
}

/**
 * The store this agent uses: the file when `credentials.json` already exists or WORKTRAIL_TRACKER_KEYCHAIN=off,
 * else the keychain when it answers, else the file.
 */
export async function credentialStore(folder: string, env: NodeJS.ProcessEnv = process.env): Promise<CredentialStore> {
  const file = fileStore(folder);
  if (env.WORKTRAIL_TRACKER_KEYCHAIN === 'off' || (await file.read())) return file;
  return (await keychainStore(folder)) ?? file;
}
