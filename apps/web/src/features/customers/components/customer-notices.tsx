import { notifications } from '@mantine/notifications';
import { customerTemplates, timings } from '@worktrail/contract';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { translateKnownMessage } from '../../../shared/i18n/contract-messages.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { StatusIcon } from '../../../shared/ui/StatusIcon.tsx';

const escaped = customerTemplates.inUse.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// The server fills in the project count, so the refusal is recognised by its shape rather than word for word.
const inUsePattern = new RegExp(`^${escaped.replace('\\{\\{count\\}\\}', '(\\d+)')}$`);

/**
 * The text to show for a failed customer call (§8): the server's message in the current language when the
 * dictionaries know it (the "still has N projects" refusal included), else as sent, else the fallback.
 */
export function customerFailureText(error: unknown, fallback: string): string {
  const message = errorMessage(error, fallback);
  const inUse = inUsePattern.exec(message);
  if (inUse) return i18n.t('customers.messages.inUse', { count: Number(inUse[1]) });
  return translateKnownMessage(message);
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
