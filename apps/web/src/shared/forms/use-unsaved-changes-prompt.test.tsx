import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { changeLanguage } from '../i18n/i18n.ts';
import { useUnsavedChangesPrompt } from './use-unsaved-changes-prompt.ts';

function Editor({ dirty }: { dirty: boolean }) {
  useUnsavedChangesPrompt(dirty);
  return (
    <>
      <h1>Editor</h1>
      <Link to="/elsewhere">Elsewhere</Link>
      <Link to="/editor">This page</Link>
      <a href="https://example.com/help" target="_blank" rel="noreferrer">
        Help
      </a>
    </>
  );
}

const renderEditor = (dirty: boolean) =>
  renderWithProviders(
    <Routes>
      <Route path="/editor" element={<Editor dirty={dirty} />} />
      <Route path="/elsewhere" element={<h1>Elsewhere</h1>} />
    </Routes>,
    { route: '/editor' },
  );

describe('useUnsavedChangesPrompt', () => {
  it('lets links through when nothing is unsaved', async () => {
    renderEditor(false);
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it('asks before an in-app link leaves unsaved changes, not for a link to the same page', async () => {
    renderEditor(true);
    await userEvent.click(screen.getByRole('link', { name: 'This page' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(ask).toHaveTextContent('Your changes on this page are not saved yet.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Editor' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave without saving' }),
    );
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  }, 30_000);

  it('asks in Arabic', async () => {
    await changeLanguage('ar');
    try {
      renderEditor(true);
      await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
      const ask = await screen.findByRole('dialog', { name: 'المغادرة دون حفظ؟' });
      expect(within(ask).getByRole('button', { name: 'البقاء في هذه الصفحة' })).toBeInTheDocument();
    } finally {
      await changeLanguage('en');
    }
  });
});
