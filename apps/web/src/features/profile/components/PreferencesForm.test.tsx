import { screen } from '@testing-library/react';
import type { Preferences } from '@worktrail/contract';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PreferencesForm } from './PreferencesForm.tsx';

const savedInEnglish: Preferences = {
  language: 'en',
  dateFormat: 'DD/MM/YYYY',
  timeFormat: '24h',
  weekStart: 'monday',
};

afterEach(async () => {
  await changeLanguage('en');
});

describe('PreferencesForm', () => {
  it('shows the language in use, Arabic when the interface is Arabic, even if English was saved', async () => {
    await changeLanguage('ar');
    renderWithProviders(<PreferencesForm saved={savedInEnglish} />);
    expect(screen.getByDisplayValue('العربية')).toBeInTheDocument();
    expect(screen.queryByDisplayValue('English')).not.toBeInTheDocument();
  });

  it('follows a switch of the interface language made elsewhere (the header) while open', async () => {
    renderWithProviders(<PreferencesForm saved={savedInEnglish} />);
    expect(screen.getByDisplayValue('English')).toBeInTheDocument();
    await act(() => changeLanguage('ar'));
    expect(await screen.findByDisplayValue('العربية')).toBeInTheDocument();
  });
});
