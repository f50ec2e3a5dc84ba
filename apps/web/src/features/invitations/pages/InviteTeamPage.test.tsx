import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountEndpoints, invitationEndpoints } from '@worktrail/contract';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../shared/i18n/i18n.ts';
import { persistPermissions } from '../../../shared/permissions/persisted-permissions.ts';
import { callsTo, failureResponse, okResponse, stubApi } from '../../../test/api.ts';
import { permissionsOf } from '../../../test/permissions.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { InviteTeamPage } from './InviteTeamPage.tsx';

const pending = {
  id: '0198c1f0-0000-7000-8000-0000000000a1',
  kind: 'email',
  email: 'bob@example.com',
  role: 'employee',
  status: 'pending',
  expiresAt: '2026-02-01T10:00:00.000Z',
  sentAt: '2026-01-25T10:00:00.000Z',
  sendCount: 1,
  createdAt: '2026-01-25T10:00:00.000Z',
};
const expiredLink = { ...pending, id: 'l1', kind: 'link', email: null, status: 'expired', sentAt: null };
const accepted = { ...pending, id: 'a1', email: 'cy@example.com', status: 'accepted' };

function renderPage({ banner = null as { en: string; ar: string } | null } = {}) {
  storeSession();
  persistPermissions('user-1', permissionsOf('owner'));
  const fetch = stubApi({
    [`GET ${accountEndpoints.publicConfig.path}`]: () =>
      okResponse({
        inviteBanner: banner,
        googleSignIn: false,
        localAccounts: true,
        identityProvider: null,
        legal: { termsUrl: '/legal/terms', privacyUrl: '/legal/privacy' },
      }),
    [`GET ${invitationEndpoints.list.path}`]: () =>
      okResponse({ items: [pending, expiredLink, accepted], totalCount: 3 }),
    [`GET ${invitationEndpoints.generateLink.path}`]: () =>
      okResponse({
        id: 'l2',
        link: 'http://localhost/account/accept-invitation?tenant=t&token=x',
        expiresAt: pending.expiresAt,
      }),
    [`DELETE ${invitationEndpoints.revoke.path}`]: () => okResponse(null),
    [`POST ${invitationEndpoints.resend.path}`]: () => okResponse(pending),
  });
  renderWithProviders(<InviteTeamPage />);
  return fetch;
}

describe('InviteTeamPage', () => {
  it('shows an honest default banner when the deployment sets none', async () => {
    const fetch = renderPage();

    await vi.waitFor(() => expect(callsTo(fetch, `GET ${accountEndpoints.publicConfig.path}`)).toHaveLength(1));
    const banner = screen.getByRole('complementary');
    expect(banner).toHaveTextContent('Invite your team to track time, projects and attendance in one place.');
    expect(banner).not.toHaveTextContent(/\d/);
  });

  it("shows the deployment's banner in the current language", async () => {
    await changeLanguage('ar');
    renderPage({ banner: { en: 'Join the pilot', ar: 'انضم إلى التجربة' } });

    expect(await within(screen.getByRole('complementary')).findByText('انضم إلى التجربة')).toBeInTheDocument();
  });

  it('lists invitations with their status, and offers Resend only for open e-mail invitations', async () => {
    renderPage();

    const table = await screen.findByRole('table', { name: 'Invitations' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('bob@example.com');
    expect(rows[1]).toHaveTextContent('Pending');
    expect(rows[2]).toHaveTextContent('Invitation link');
    expect(rows[2]).toHaveTextContent('Expired');
    expect(rows[3]).toHaveTextContent('Accepted');
    expect(within(table).getAllByRole('button', { name: /^Resend/ })).toHaveLength(1);
    expect(within(table).getAllByRole('button', { name: /^Revoke/ })).toHaveLength(2);
  });

  it('revokes only after the confirmation', async () => {
    const fetch = renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Revoke the invitation for bob@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke invitation' });
    expect(dialog).toHaveTextContent('Revoke the invitation for bob@example.com? Its link will stop working.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByText('The invitation was revoked.')).toBeInTheDocument();
    expect(callsTo(fetch, `DELETE ${invitationEndpoints.revoke.path}`)[0]?.query.get('id')).toBe(pending.id);
  });

  it('resends an e-mail invitation', async () => {
    const fetch = renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Resend the invitation to bob@example.com' }));

    expect(await screen.findByText('The invitation was sent again.')).toBeInTheDocument();
    expect(callsTo(fetch, `POST ${invitationEndpoints.resend.path}`)[0]?.query.get('id')).toBe(pending.id);
  });

  it('generates a link and shows it read-only with Copy and its expiry', async () => {
    renderPage();

    await userEvent.click(screen.getByRole('button', { name: 'Generate link' }));

    const link = await screen.findByLabelText('Invitation link');
    expect(link).toHaveValue('http://localhost/account/accept-invitation?tenant=t&token=x');
    expect(link).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.getByText(/^Expires on February 1, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate a new link' })).toBeInTheDocument();
  });

  it('says so when the link cannot be generated', async () => {
    renderPage();
    stubApi({
      [`GET ${invitationEndpoints.generateLink.path}`]: () => failureResponse(403, 'FORBIDDEN', 'Not allowed here.'),
    });

    await userEvent.click(screen.getByRole('button', { name: 'Generate link' }));

    expect(await screen.findByText('Not allowed here.')).toBeInTheDocument();
  });

  it('lets the user skip to the dashboard', () => {
    renderPage();

    expect(screen.getByRole('link', { name: 'Skip for now' })).toHaveAttribute('href', '/dashboard');
  });
});
