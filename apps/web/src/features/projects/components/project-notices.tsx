import { notifications } from '@mantine/notifications';
import { timings } from '@worktrail/contract';
import { isApiError } from '../../../shared/api/api-error.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { translateKnownMessage } from '../../../shared/i18n/contract-messages.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { StatusIcon } from '../../../shared/ui/StatusIcon.tsx';
import { requestUiHosts } from '../../../shared/ui-hosts/ui-hosts-request.ts';

/** The text to show for a failed project call (§8): the server's message in the current language, else the fallback. */
export function projectFailureText(error: unknown, fallback: string): string {
  return translateKnownMessage(errorMessage(error, fallback));
}

/** Whether a failure is a stale concurrencyStamp (§4). */
export const isConflict = (error: unknown): boolean => isApiError(error) && error.code === 'CONCURRENCY_ERROR';

/** The 2 s info notice of a CONCURRENCY_ERROR (§4, §9): someone changed the project; the list reloads. */
export function notifyProjectConflict(): void {
  // The toast waits in the notifications store until the host has loaded.
  void requestUiHosts();
  notifications.show({
    color: 'blue',
    title: i18n.t('projects.conflict.title'),
    message: i18n.t('projects.conflict.message'),
    icon: <StatusIcon type="info" />,
    autoClose: timings.conflictNoticeMs,
  });
}

/** The 1.5 s success notice of an archive (§4, §9); the list reloads when it has gone. */
export function notifyProjectArchived(name: string, onClose: () => void): void {
  void requestUiHosts();
  notifications.show({
    color: 'green',
    title: i18n.t('notifications.success'),
    message: i18n.t('projects.archive.done', { name }),
    icon: <StatusIcon type="success" />,
    autoClose: timings.archiveSuccessMs,
    onClose,
  });
}
