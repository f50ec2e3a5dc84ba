import { errorMessage } from '../../../shared/api/error-message.ts';
import { translateKnownMessage } from '../../../shared/i18n/contract-messages.ts';
import type { Formatters } from '../../../shared/i18n/use-formatters.ts';

/** A share of a whole (0–100, one decimal) as the language writes a percentage. */
export const formatShare = ({ percent, number }: { percent: number; number: Formatters['number'] }) =>
  number(percent / 100, { style: 'percent', maximumFractionDigits: 1 });

/** A failed dashboard call in the current language: the server's message (§8), else the fallback. */
export const failureText = (error: unknown, fallback: string) => translateKnownMessage(errorMessage(error, fallback));
