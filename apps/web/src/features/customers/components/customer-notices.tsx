import { notifications } from '@mantine/notifications';
import { timings } from '@worktrail/contract';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { StatusIcon } from '../../../shared/ui/StatusIcon.tsx';

/**
 * The text to show for a failed customer call (§8): the server's message in the current language, by its key and
 * values (the "still has N projects" refusal included), else as sent, else the fallback.
 */
export function customerFailureText(error: unknown, fallback: string): string {
  return errorMessage(error, fallback);
}

/** The 2 s info notice of a CONCURRENCY_ERROR (§4, §9): someone changed the customer; the list reloads. */
export function notifyCustomerConflict(): void {
  notifications.show({
    color: 'blue',
    title: i18n.t('customers.conflict.title'),
    message: i18n.t('customers.conflict.message'),
    icon: <StatusIcon type="info" />,
    autoClose: timings.conflictNoticeMs,
  });
}
