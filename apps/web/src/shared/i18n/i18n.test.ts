import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dictionary as arabic } from '../../locales/ar/index.ts';

// The test setup loads every dictionary into the shared instance; each test here starts from a fresh module.
let fresh: typeof import('./i18n.ts');
beforeEach(async () => {
  vi.resetModules();
  fresh = await import('./i18n.ts');
});

describe('dictionaries loaded with their screens', () => {
  it("has the first screen's texts and every server message at once, a feature's texts once loaded", async () => {
    await fresh.initI18n('en');
    expect(fresh.i18n.t('reports.messages.exportFailed')).toBe('The export failed. Please try again.');
    expect(fresh.i18n.exists('reports.period')).toBe(false);

    await fresh.loadDictionaries(['reports']);

    expect(fresh.i18n.t('reports.period', { from: 'May', to: 'June' })).toBe('May – June');
    expect(fresh.i18n.t('reports.messages.exportFailed')).toBe('The export failed. Please try again.');
  });

  it('brings the dictionaries loaded so far along when the language changes', async () => {
    await fresh.initI18n('en');
    await fresh.loadDictionaries(['teams']);

    await fresh.changeLanguage('ar');

    expect(fresh.i18n.language).toBe('ar');
    expect(fresh.i18n.t('teams.title')).toBe(arabic.teams.title);
    expect(fresh.i18n.t('nav.label')).toBe(arabic.nav.label);
  });

  it("loads a feature's Arabic texts when Arabic is the language it opens in", async () => {
    await fresh.initI18n('ar');

    await fresh.loadDictionaries(['reports']);

    expect(fresh.i18n.t('reports.period', { from: '1', to: '2' })).toBe('من 1 إلى 2');
  });
});
