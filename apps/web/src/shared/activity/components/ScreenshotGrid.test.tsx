import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { screenshotEndpoints, screenshotMessages } from '@worktrail/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, failureResponse, okResponse, stubApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { changeLanguage } from '../../i18n/i18n.ts';
import { apollo, screenshot } from '../activity-fixtures.ts';
import { ScreenshotGrid } from './ScreenshotGrid.tsx';

const blur = `POST ${screenshotEndpoints.blur.path}`;
const remove = `DELETE ${screenshotEndpoints.delete.path}`;
const project = { id: apollo.id, name: apollo.name, colorCode: apollo.colorCode };
// Tokyo times 09:10, 09:20 (deleted), 09:30 and 09:40.
const shots = [
  screenshot(1, '00:10', { project }),
  screenshot(2, '00:20', { deleted: true, imageUrl: null, thumbnailUrl: null }),
  screenshot(3, '00:30', { blurred: true }),
  screenshot(4, '00:40'),
];

function renderGrid(handlers: Parameters<typeof stubApi>[0] = {}) {
  storeSession();
  const fetch = stubApi({
    [blur]: () => okResponse({ id: shots[0]?.id, blurred: true, deleted: false }),
    [remove]: () => okResponse({ id: shots[0]?.id, blurred: false, deleted: true }),
    ...handlers,
  });
  const view = renderWithProviders(<ScreenshotGrid screenshots={shots} timeZone="Asia/Tokyo" canManage />);
  return { fetch, ...view };
}

const lightboxTitle = async () => (await screen.findByRole('dialog')).querySelector('h2')?.textContent;

afterEach(async () => {
  await changeLanguage('en');
});

describe('ScreenshotGrid', () => {
  it('shows each screenshot at the member’s local time with its activity, blurred and deleted ones marked', () => {
    renderGrid();
    expect(screen.getByRole('button', { name: 'Open the screenshot of 09:10, 61% active' })).toBeInTheDocument();
    expect(screen.getByText('Deleted screenshot')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Open the screenshot of 09:20/ })).not.toBeInTheDocument();
    expect(screen.getByText('Blurred')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Blur the screenshot of 09:30' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Delete the screenshot of 09:20' })).not.toBeInTheDocument();
  });

  it('moves through the lightbox with the arrow keys, skipping deleted ones, and closes with Escape', async () => {
    renderGrid();
    await userEvent.click(screen.getByRole('button', { name: /Open the screenshot of 09:10/ }));
    expect(await lightboxTitle()).toMatch(/09:10$/);
    expect(within(screen.getByRole('dialog')).getByText('Apollo')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByText('1 of 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(await lightboxTitle()).toMatch(/09:30$/);
    await userEvent.keyboard('{ArrowRight}');
    expect(await lightboxTitle()).toMatch(/09:40$/);
    await userEvent.keyboard('{ArrowRight}');
    expect(await lightboxTitle()).toMatch(/09:40$/);
    await userEvent.keyboard('{ArrowLeft}');
    expect(await lightboxTitle()).toMatch(/09:30$/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('mirrors the arrow keys in Arabic: the left arrow goes to the next screenshot', async () => {
    await changeLanguage('ar');
    renderGrid();
    await userEvent.click(screen.getByRole('button', { name: /فتح لقطة الشاشة في 09:10/ }));
    expect(await lightboxTitle()).toMatch(/09:10$/);
    await userEvent.keyboard('{ArrowLeft}');
    expect(await lightboxTitle()).toMatch(/09:30$/);
    await userEvent.keyboard('{ArrowRight}');
    expect(await lightboxTitle()).toMatch(/09:10$/);
  });

  it('blurs only after a confirmation that says it cannot be undone', async () => {
    const { fetch } = renderGrid();
    await userEvent.click(screen.getByRole('button', { name: 'Blur the screenshot of 09:10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Blur screenshot' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Blur' }));
    await waitFor(() => expect(callsTo(fetch, blur)).toHaveLength(1));
    expect(callsTo(fetch, blur)[0]?.query.get('ScreenShotId')).toBe(shots[0]?.id);
    expect(await screen.findByText('Screenshot blurred.')).toBeInTheDocument();
  });

  it('sends nothing when the delete is cancelled', async () => {
    const { fetch } = renderGrid();
    await userEvent.click(screen.getByRole('button', { name: 'Delete the screenshot of 09:40' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete screenshot' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetch, remove)).toHaveLength(0);
  });

  it('says so, and reloads, when someone else already deleted the screenshot', async () => {
    const { queryClient } = renderGrid({
      [remove]: () => failureResponse(404, 'NOT_FOUND', screenshotMessages.alreadyDeleted),
    });
    // Something under the activity key, as the timeline's screenshots would be.
    queryClient.setQueryData(['activity', 'timeline', 'screenshots'], { projects: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Delete the screenshot of 09:40' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(screenshotMessages.alreadyDeleted)).toBeInTheDocument();
    await waitFor(() =>
      expect(queryClient.getQueryState(['activity', 'timeline', 'screenshots'])?.isInvalidated).toBe(true),
    );
  });
});
