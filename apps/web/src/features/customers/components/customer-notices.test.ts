import { customerInUseMessage, customerTemplates } from '@worktrail/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { dictionary as en } from '../../../locales/en/index.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { changeLanguage } from '../../../shared/i18n/i18n.ts';
import { customerFailureText } from './customer-notices.tsx';

// As the server sends it: the English filled in, and the key and count for other languages.
const inUse = (count: number) =>
  new ApiError({
    status: 409,
    code: 'IN_USE',
    message: customerInUseMessage(count),
    messageKey: 'customers.messages.inUse',
    params: { count },
  });

describe('customerFailureText', () => {
  afterEach(() => changeLanguage('en'));

  it('repeats the contract template word for word in the English dictionary', () => {
    expect(en.customers.messages.inUse).toBe(customerTemplates.inUse);
  });

  it('shows the "still has projects" refusal with its count, in Arabic too', async () => {
    expect(customerFailureText(inUse(4), 'fallback')).toBe(customerInUseMessage(4));
    await changeLanguage('ar');
    expect(customerFailureText(inUse(4), 'fallback')).toMatch(/^لا يمكن حذف هذا العميل.*4/);
  });

  it('falls back when the server gives no reason', () => {
    expect(customerFailureText(new ApiError({ status: 500, code: 'INTERNAL', message: '' }), 'fallback')).toBe(
      'fallback',
    );
  });
});
