import { join } from 'node:path';
import { readJsonFile, removeFile, stateFiles, writePrivateFile } from './state-folder.ts';

/** What `login` leaves for the other commands: the server and who signed in (from the ID token). */
export type AgentConfig = {
  server: string;
  member: { name: string; email: string } | null;
  language?: 'en' | 'ar';
  /** Why the last run signed out on its own (revoked, archived), for `status` after the service has gone. */
  signedOutBecause?: 'grantRevoked' | 'memberArchived';
};

export function readConfig(folder: string) {
  return readJsonFile<AgentConfig>(join(folder, stateFiles.config));
}

export function writeConfig(folder: string, config: AgentConfig) {
  writePrivateFile(join(folder, stateFiles.config), `${JSON.stringify(config, null, 2)}\n`);
}

export function clearConfigMember(folder: string) {
  const config = readConfig(folder);
  if (config) writeConfig(folder, { ...config, member: null });
}

export function removeConfig(folder: string) {
  removeFile(join(folder, stateFiles.config));
}
