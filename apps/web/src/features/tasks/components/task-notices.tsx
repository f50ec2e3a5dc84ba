import { notifications } from '@mantine/notifications';
import { timings } from '@worktrail/contract';
import { isApiError } from '../../../shared/api/api-error.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { translateKnownMessage } from '../../../shared/i18n/contract-messages.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { StatusIcon } from '../../../shared/ui/StatusIcon.tsx';
import { requestUiHosts } from '../../../shared/ui-hosts/ui-hosts-request.ts';

/** The text to show for a failed tasks call (§8): the server's message in the current language, else the fallback. */
export function taskFailureText(error: unknown, fallback: string): string {
  return translateKnownMessage(errorMessage(error, fallback));
}

/** Whether a failure is a stale concurrencyStamp (§4). */
export const isConflict = (error: unknown): boolean => isApiError(error) && error.code === 'CONCURRENCY_ERROR';

/** The 2 s info notice of a CONCURRENCY_ERROR (§4, §9): someone changed it meanwhile; the latest is loaded. */
export function notifyTaskConflict(): void {
  // The toast waits in the notifications store until the host has loaded.
  void requestUiHosts();
  notifications.show({
    color: 'blue',
    title: i18n.t('tasks.conflict.title'),
    message: i18n.t('tasks.conflict.message'),
    icon: <StatusIcon type="info" />,
    autoClose: timings.conflictNoticeMs,
  });
}

/** On a stale stamp: the conflict notice, then `close` (the reload follows); says whether it was one. */
export function closeOnConflict(error: unknown, close: () => void): boolean {
  if (!isConflict(error)) return false;
  notifyTaskConflict();
  close();
  return true;
}
