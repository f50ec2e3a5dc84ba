import { readFileSync } from 'node:fs';

const platformNames: Partial<Record<NodeJS.Platform, string>> = { linux: 'Linux', darwin: 'macOS', win32: 'Windows' };
// The same path from src/ and from the built dist/: both sit beside package.json.
const manifest = new URL('../package.json', import.meta.url);
/** The agent's version, from its package.json. */
export const version = (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;

/** How the agent names itself to the server, so the portal lists it as "worktrail-tracker 0.1.0, Linux x64". */
export const userAgent = `worktrail-tracker/${version} (${platformNames[process.platform] ?? process.platform} ${process.arch}; node ${process.versions.node.split('.')[0]})`;

/** fetch with the agent's User-Agent, for every request the agent makes. */
export const agentFetch: typeof fetch = (input, init = {}) => {
  const headers = new Headers(init.headers);
  headers.set('user-agent', userAgent);
  return fetch(input, { ...init, headers });
};
