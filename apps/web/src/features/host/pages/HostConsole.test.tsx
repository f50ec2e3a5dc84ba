import { screen, within } from '@testing-library/react';
import { hostEndpoints } from '@worktrail/contract';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../shared/i18n/i18n.ts';
import { failureResponse, okResponse } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { route, stubHostApi, ticketItem } from '../testing/host-fixtures.ts';
import { HostConsole } from './HostConsole.tsx';

function renderConsole(handlers: Parameters<typeof stubHostApi>[0] = {}) {
  storeSession();
  const fetch = stubHostApi(handlers);
  renderWithProviders(
    <Routes>
      <Route path="/host/*" element={<HostConsole />} />
    </Routes>,
    { route: '/host' },
  );
  return fetch;
}

describe('HostConsole', () => {
  it('tells a signed-in person without the host role that the console is for support staff, and links to the portal', async () => {
    renderConsole({
      [route(hostEndpoints.me)]: () =>
        failureResponse(403, 'FORBIDDEN', 'This console is for Worktrail support staff only.'),
    });
    expect(await screen.findByText('This console is for Worktrail support staff only.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the portal' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Support console' })).not.toBeInTheDocument();
    expect(screen.queryByText('Worktrail support console')).not.toBeInTheDocument();
  });

  it('shows a host the console frame with the unread count beside Tickets', async () => {
    renderConsole({
      [route(hostEndpoints.tickets)]: () =>
        okResponse({ items: [ticketItem({ unread: true })], totalCount: 1, unreadCount: 4 }),
    });
    expect(await screen.findByText('Worktrail support console')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Support console' });
    expect(await screen.findByText('Unread tickets: 4')).toBeInTheDocument();
    expect(nav).toHaveTextContent('Tickets');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#host-main');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('links the packages and the billing screens from the console navigation', async () => {
    renderConsole();
    const nav = await screen.findByRole('navigation', { name: 'Support console' });
    expect(within(nav).getByRole('link', { name: 'Packages' })).toHaveAttribute('href', '/host/packages');
    expect(within(nav).getByRole('link', { name: 'Billing' })).toHaveAttribute('href', '/host/billing');
  });

  it('speaks Arabic when Arabic is chosen', async () => {
    await changeLanguage('ar');
    renderConsole();
    expect(await screen.findByText('وحدة تحكم دعم Worktrail')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'وحدة تحكم الدعم' })).toHaveTextContent('الأسئلة الشائعة');
    expect(await screen.findByText('لا توجد تذاكر تطابق عوامل التصفية هذه.')).toBeInTheDocument();
  });
});
