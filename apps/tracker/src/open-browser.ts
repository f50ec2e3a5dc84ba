import { spawn } from 'node:child_process';

/** Opens a link in the default browser when there is one; silently does nothing otherwise. */
export function openBrowser(url: string, env: NodeJS.ProcessEnv = process.env) {
  const platform = process.platform;
  if (platform === 'linux' && !env.DISPLAY && !env.WAYLAND_DISPLAY) return false;
  const [command, args] =
    platform === 'darwin'
      ? ['open', [url]]
      : platform === 'win32'
        ? ['cmd', ['/c', 'start', '""', url]]
        : ['xdg-open', [url]];
  try {
    const child = spawn(command as string, args as string[], { stdio: 'ignore', detached: true });
    child.on('error', () => undefined);
    child.unref();
    return true;
  } catch {
    return false;
  }
}
