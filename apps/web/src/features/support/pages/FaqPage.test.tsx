import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { permissions, supportEndpoints } from '@worktrail/contract';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../shared/i18n/i18n.ts';
import { persistPermissions } from '../../../shared/permissions/persisted-permissions.ts';
import { okResponse, stubApi } from '../../../test/api.ts';
import { permissionsOf } from '../../../test/permissions.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { faqItems } from '../testing/support-fixtures.ts';
import { FaqPage } from './FaqPage.tsx';

function renderFaq({ items = faqItems, mayOpenTickets = true } = {}) {
  storeSession();
  persistPermissions('user-1', { ...permissionsOf('employee'), [permissions.support.read]: mayOpenTickets });
  stubApi({ [`GET ${supportEndpoints.faq.path}`]: () => okResponse(items) });
  renderWithProviders(<FaqPage />, { route: '/support/faq' });
}

const questions = () => screen.getAllByRole('button', { name: /\?$|؟$/ }).map((button) => button.textContent);

describe('FaqPage', () => {
  it('shows the questions in order and opens an answer', async () => {
    renderFaq();

    await userEvent.click(await screen.findByRole('button', { name: 'How do I reset my password?' }));

    expect(questions()).toEqual(['How do I reset my password?', 'Can I track time offline?']);
    // The answer unfolds over an animation frame, so it is visible a moment after the click, not at once.
    const answer = await screen.findByText('Use the forgot-password link on the sign-in page.');
    await waitFor(() => expect(answer).toBeVisible());
  });

  it('filters by the words of the search, in questions and in answers', async () => {
    renderFaq();
    const search = await screen.findByRole('searchbox', { name: 'Search the FAQ' });
    await screen.findByRole('button', { name: 'Can I track time offline?' });

    await userEvent.type(search, 'PASSWORD');
    expect(questions()).toEqual(['How do I reset my password?']);

    await userEvent.clear(search);
    await userEvent.type(search, 'back online');
    expect(questions()).toEqual(['Can I track time offline?']);

    await userEvent.type(search, ' nothing');
    expect(screen.getByRole('status')).toHaveTextContent('No question or answer matches “back online nothing”.');
  });

  it('reads and searches in Arabic when the page is in Arabic', async () => {
    await changeLanguage('ar');
    renderFaq();

    await userEvent.type(await screen.findByRole('searchbox', { name: 'البحث في الأسئلة الشائعة' }), 'المتتبع');

    expect(questions()).toEqual(['هل يمكنني تتبع الوقت دون اتصال؟']);
  });

  it('offers a ticket to those who may open one, and says when there are no questions', async () => {
    renderFaq({ items: [] });

    expect(await screen.findByText('There are no questions yet.')).toBeInTheDocument();
    expect(screen.getByText('Still need help?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open a ticket' })).toHaveAttribute('href', '/support/tickets?new=1');
  });

  it('offers no ticket to someone without the support permission', async () => {
    renderFaq({ mayOpenTickets: false });

    await screen.findByRole('button', { name: 'Can I track time offline?' });
    expect(screen.queryByRole('link', { name: 'Open a ticket' })).not.toBeInTheDocument();
  });
});
