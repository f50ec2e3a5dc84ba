import { notifications } from '@mantine/notifications';
import { timings } from '@worktrail/contract';
import { errorMessage } from '../api/error-message.ts';
import { translateKnownMessage } from '../i18n/contract-messages.ts';
import { i18n } from '../i18n/i18n.ts';
import { StatusIcon } from '../ui/StatusIcon.tsx';
import { requestUiHosts } from '../ui-hosts/ui-hosts-request.ts';

/** Shows a green toast, top-right, for 5 s. */
export function notifySuccess(message: string, title: string = i18n.t('notifications.success')): void {
  // The toast waits in the notifications store until the host has loaded.
  void requestUiHosts();
  notifications.show({
    color: 'green',
    title,
    message,
    icon: <StatusIcon type="success" />,
    autoClose: timings.toastMs,
    closeButtonProps: { 'aria-label': i18n.t('notifications.close') },
  });
}

/** Shows a red toast: the given text, an ApiError's server message (translated when known), else the fallback (§8). */
export function notifyError(messageOrError: unknown, fallback: string = i18n.t('errors.generic')): void {
  void requestUiHosts();
  notifications.show({
    color: 'red',
    title: i18n.t('notifications.error'),
    message: translateKnownMessage(errorMessage(messageOrError, fallback)),
    icon: <StatusIcon type="error" />,
    autoClose: timings.toastMs,
    closeButtonProps: { 'aria-label': i18n.t('notifications.close') },
  });
}
