import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hostEndpoints } from '@worktrail/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, okResponse } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { faqItem, fill, route, stubHostApi } from '../testing/host-fixtures.ts';
import { FaqPage } from './FaqPage.tsx';

const list = route(hostEndpoints.faq);
const create = route(hostEndpoints.createFaq);
const order = route(hostEndpoints.orderFaq);
const remove = route(hostEndpoints.deleteFaq);
const items = [faqItem(1), faqItem(2, { published: false }), faqItem(3)];

function renderFaq(handlers: Parameters<typeof stubHostApi>[0] = {}) {
  storeSession();
  const fetch = stubHostApi({ [list]: () => okResponse(items), ...handlers });
  renderWithProviders(<FaqPage />, { route: '/host/faq' });
  return fetch;
}

describe('FaqPage', () => {
  it('lists every item, published ones marked "Published" and drafts "Draft"', async () => {
    renderFaq();
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0] as HTMLElement).getByText('Published')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Draft')).toBeInTheDocument();
  });

  it('adds an item with the question and answer in both languages', async () => {
    const fetch = renderFaq({ [create]: () => okResponse(faqItem(4)) });
    await userEvent.click(await screen.findByRole('button', { name: 'Add question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a FAQ item' });
    await fill(within(dialog).getByLabelText(/Question in English/), 'How do I export?');
    await fill(within(dialog).getByLabelText(/Answer in English/), 'Use the Export button.');
    const arabicQuestion = within(dialog).getByLabelText(/Question in Arabic/);
    expect(arabicQuestion.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await fill(arabicQuestion, 'كيف أصدّر؟');
    await fill(within(dialog).getByLabelText(/Answer in Arabic/), 'استخدم زر التصدير.');
    await userEvent.click(within(dialog).getByRole('switch', { name: /Published/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The FAQ item was added.')).toBeInTheDocument();
    expect(callsTo(fetch, create)[0]?.body).toEqual({
      questionEn: 'How do I export?',
      answerEn: 'Use the Export button.',
      questionAr: 'كيف أصدّر؟',
      answerAr: 'استخدم زر التصدير.',
      published: true,
    });
  });

  it('asks for both languages before sending anything', async () => {
    const fetch = renderFaq();
    await userEvent.click(await screen.findByRole('button', { name: 'Add question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a FAQ item' });
    await fill(within(dialog).getByLabelText(/Question in English/), 'Only English');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('Please enter the question in English and in Arabic')).toHaveLength(1);
    expect(callsTo(fetch, create)).toHaveLength(0);
  });

  it('moves an item down by sending the full new order', async () => {
    const fetch = renderFaq({ [order]: () => okResponse(items) });
    await userEvent.click(await screen.findByRole('button', { name: 'Move down: Question 1' }));
    await waitFor(() =>
      expect(callsTo(fetch, order)[0]?.body).toEqual({ ids: [items[1]?.id, items[0]?.id, items[2]?.id] }),
    );
    expect(screen.getByRole('button', { name: 'Move up: Question 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down: Question 3' })).toBeDisabled();
  });

  it('deletes an item only after a confirm', async () => {
    const fetch = renderFaq({ [remove]: () => okResponse({ id: items[0]?.id }) });
    const first = (await screen.findAllByRole('listitem'))[0] as HTMLElement;
    await userEvent.click(within(first).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete FAQ item?' });
    expect(callsTo(fetch, remove)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(fetch, remove)[0]?.query.get('id')).toBe(items[0]?.id));
  });

  it('says so when there are no FAQ items', async () => {
    renderFaq({ [list]: () => okResponse([]) });
    expect(await screen.findByText('There are no FAQ items yet.')).toBeInTheDocument();
  });
});
