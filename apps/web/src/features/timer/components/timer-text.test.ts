import { timerMessages, trackingMessages } from '@worktrail/contract';
import { describe, expect, it } from 'vitest';
import { dictionary as ar } from '../../../locales/ar/index.ts';
import { dictionary as en } from '../../../locales/en/index.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { changeLanguage, i18n } from '../../../shared/i18n/i18n.ts';
import { formatElapsed, timerErrorText } from './timer-text.ts';

describe('timer texts', () => {
  it('repeats the tracking refusals word for word in English and has them in Arabic', () => {
    for (const [key, text] of Object.entries(trackingMessages)) {
      expect(en.timer.tracking[key as keyof typeof trackingMessages]).toBe(text);
      expect(ar.timer.tracking[key as keyof typeof trackingMessages]).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('shows a server refusal in the current language, and an unknown one as sent', async () => {
    const refused = new ApiError({ status: 409, code: 'ALREADY_EXISTS', message: timerMessages.alreadyRunning });
    expect(timerErrorText(i18n.t, refused, 'fallback')).toBe(timerMessages.alreadyRunning);
    await changeLanguage('ar');
    try {
      expect(timerErrorText(i18n.t, refused, 'fallback')).toBe(ar.timer.messages.alreadyRunning);
      const other = new ApiError({ status: 500, code: 'INTERNAL', message: 'Boom' });
      expect(timerErrorText(i18n.t, other, 'fallback')).toBe('Boom');
      expect(timerErrorText(i18n.t, new Error('x'), 'fallback')).toBe('fallback');
    } finally {
      await changeLanguage('en');
    }
  });

  it('formats elapsed time as h:mm:ss, never negative', () => {
    expect(formatElapsed(0)).toBe('0:00:00');
    expect(formatElapsed(3_725_999)).toBe('1:02:05');
    expect(formatElapsed(-5000)).toBe('0:00:00');
  });
});
