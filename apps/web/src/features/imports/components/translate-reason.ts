import type { MessageParams } from '@worktrail/contract';
import { translateMessageKey } from '../../../shared/i18n/contract-messages.ts';

/**
 * A row reason or an import's failure in the current language, by its key with its values (numbers in the
 * language's digits); the English as sent when the dictionaries lack the key.
 */
export function translateReason({
  key,
  params,
  english,
  number,
}: {
  key: string | null;
  params: MessageParams;
  english: string | null;
  number: (value: number) => string;
}): string {
  const shown = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, typeof value === 'number' ? number(value) : value]),
  );
  return (key && translateMessageKey(key, shown)) || english || '';
}
