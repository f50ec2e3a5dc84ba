import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { i18n } from './i18n.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { readStoredLanguage } from './language.ts';

describe('LanguageSwitch', () => {
  it('switches to Arabic: right-to-left document, Arabic text, and remembered for the next visit', async () => {
    renderWithProviders(<LanguageSwitch />);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'العربية');

    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(i18n.language).toBe('ar');
    expect(screen.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
    expect(window.localStorage.getItem('worktrail.language')).toBe('ar');
    expect(readStoredLanguage()).toBe('ar');
  });

  it('switches back to English and left-to-right', async () => {
    renderWithProviders(<LanguageSwitch />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'العربية');
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'اللغة' }), 'English');

    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
    expect(readStoredLanguage()).toBe('en');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });

  it('starts in English when nothing is stored', () => {
    expect(readStoredLanguage()).toBe('en');
  });
});
