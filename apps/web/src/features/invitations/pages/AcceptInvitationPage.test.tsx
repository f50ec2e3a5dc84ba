import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountEndpoints, invitationEndpoints, invitationMessages } from '@worktrail/contract';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSessionForOrganisation } from '../../../shared/auth/refresh-session.ts';
import { startSignIn } from '../../../shared/auth/sign-in.ts';
import { callsTo, failureResponse, okResponse, stubApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeAccessToken, storeSession } from '../../../test/tokens.ts';
import { AcceptInvitationPage } from './AcceptInvitationPage.tsx';

vi.mock('../../../shared/auth/refresh-session.ts', () => ({ refreshSessionForOrganisation: vi.fn() }));
vi.mock('../../../shared/auth/sign-in.ts', () => ({ startSignIn: vi.fn() }));

const tenant = '0198c1f0-0000-7000-8000-000000000001';
const route = `/account/accept-invitation?tenant=${tenant}&token=tok`;
const emailInvite = { organizationName: 'Acme', kind: 'email', email: 'bob@example.com', role: 'employee' };
const linkInvite = { ...emailInvite, kind: 'link', email: null };

beforeEach(() => {
  vi.mocked(startSignIn).mockResolvedValue(undefined);
  vi.mocked(refreshSessionForOrganisation).mockResolvedValue({
    userId: 'user-1',
    email: 'ada@example.com',
    firstName: '',
    lastName: '',
    tenantId: tenant,
    issuer: '',
  });
});

function SentPage() {
  return <p>check email for {(useLocation().state as { email: string }).email}</p>;
}

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/account/accept-invitation" element={<AcceptInvitationPage />} />
      <Route path="/account/verify-email/sent" element={<SentPage />} />
      <Route path="/dashboard" element={<p>dashboard</p>} />
    </Routes>,
    { route },
  );

async function createAccount() {
  await userEvent.type(screen.getByLabelText('First name'), 'Bob');
  await userEvent.type(screen.getByLabelText('Last name'), ' Stone ');
  await userEvent.type(screen.getByLabelText('Username'), 'bob');
  await userEvent.type(screen.getByLabelText('Password'), 'long-enough-password');
  await userEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Create account and join' }));
}

describe('AcceptInvitationPage signed out', () => {
  it('asks for the names, then signs the new account in with its one-time ticket', async () => {
    const fetch = stubApi({
      [`GET ${invitationEndpoints.acceptInfo.path}`]: () => okResponse(emailInvite),
      [`POST ${invitationEndpoints.acceptNew.path}`]: () =>
        okResponse({ email: 'bob@example.com', needsVerification: false, signInTicket: 'ticket-1' }),
    });
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Join Acme' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('bob@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    await createAccount();

    expect(await screen.findByRole('heading', { name: 'Account created' })).toBeInTheDocument();
    expect(callsTo(fetch, `POST ${invitationEndpoints.acceptNew.path}`)[0]?.body).toEqual({
      tenant,
      token: 'tok',
      email: 'bob@example.com',
      username: 'bob',
      password: 'long-enough-password',
      acceptTerms: true,
      language: 'en',
      name: 'Bob',
      surname: 'Stone',
    });
    expect(startSignIn).toHaveBeenCalledWith('/dashboard', { ticket: 'ticket-1' });
  });

  it('refuses to go on without the names, saying which is missing', async () => {
    const fetch = stubApi({ [`GET ${invitationEndpoints.acceptInfo.path}`]: () => okResponse(emailInvite) });
    renderPage();
    await userEvent.type(await screen.findByLabelText('Username'), 'bob');
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough-password');
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create account and join' }));

    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Surname is required.')).toBeInTheDocument();
    expect(callsTo(fetch, `POST ${invitationEndpoints.acceptNew.path}`)).toEqual([]);
  });

  it('offers Sign in when no ticket came back', async () => {
    stubApi({
      [`GET ${invitationEndpoints.acceptInfo.path}`]: () => okResponse(emailInvite),
      [`POST ${invitationEndpoints.acceptNew.path}`]: () =>
        okResponse({ email: 'bob@example.com', needsVerification: false, signInTicket: null }),
    });
    renderPage();
    await screen.findByRole('heading', { name: 'Join Acme' });
    await createAccount();
    expect(await screen.findByRole('heading', { name: 'Account created' })).toBeInTheDocument();
    expect(startSignIn).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(startSignIn).toHaveBeenCalledWith('/dashboard');
  });

  it('sends a link invitee to confirm the address they typed', async () => {
    stubApi({
      [`GET ${invitationEndpoints.acceptInfo.path}`]: () => okResponse(linkInvite),
      [`POST ${invitationEndpoints.acceptNew.path}`]: () =>
        okResponse({ email: 'cy@example.com', needsVerification: true, signInTicket: null }),
    });
    renderPage();

    await userEvent.type(await screen.findByLabelText('Email'), 'cy@example.com');
    await createAccount();

    expect(await screen.findByText('check email for cy@example.com')).toBeInTheDocument();
  });

  it('explains an existing account and offers to sign in and come back here', async () => {
    stubApi({
      [`GET ${invitationEndpoints.acceptInfo.path}`]: () => okResponse(emailInvite),
      [`POST ${invitationEndpoints.acceptNew.path}`]: () =>
        failureResponse(409, 'ALREADY_EXISTS', invitationMessages.accountExists),
    });
    renderPage();

    await screen.findByRole('heading', { name: 'Join Acme' });
    await createAccount();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(invitationMessages.accountExists);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(startSignIn).toHaveBeenCalledWith(route);
  });

  it('offers "I already have an account", which signs in and returns to this page', async () => {
    stubApi({ [`GET ${invitationEndpoints.acceptInfo.path}`]: () => okResponse(emailInvite) });
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'I already have an account' }));

    expect(startSignIn).toHaveBeenCalledWith(route);
  });

  it('only offers to sign in when an external identity provider manages accounts', async () => {
    stubApi({
      [`GET ${invitationEndpoints.acceptInfo.path}`]: () => okResponse(emailInvite),
      [`GET ${accountEndpoints.publicConfig.path}`]: () =>
        okResponse({
          inviteBanner: null,
          googleSignIn: false,
          localAccounts: false,
          identityProvider: { authority: 'https://id.example.org', clientId: 'worktrail', scope: 'openid' },
          legal: { termsUrl: '/legal/terms', privacyUrl: '/legal/privacy' },
        }),
    });
    renderPage();

    expect(
      await screen.findByText('Sign in with your organization account to accept the invitation.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(startSignIn).toHaveBeenCalledWith(route);
  });

  it('explains an invitation that cannot be used', async () => {
    stubApi({
      [`GET ${invitationEndpoints.acceptInfo.path}`]: () =>
        failureResponse(400, 'TOKEN_INVALID', invitationMessages.invitationInvalid),
    });
    renderPage();

    expect(await screen.findByRole('heading', { name: 'This invitation cannot be used' })).toBeInTheDocument();
    expect(screen.getByText(invitationMessages.invitationInvalid)).toBeInTheDocument();
  });
});

describe('AcceptInvitationPage signed in', () => {
  it('joins with one button, renews the session and opens the dashboard', async () => {
    storeSession({ accessToken: makeAccessToken({ tenantid: undefined, email: 'bob@example.com' }) });
    const fetch = stubApi({
      [`GET ${invitationEndpoints.acceptInfo.path}`]: () => okResponse(emailInvite),
      [`POST ${invitationEndpoints.accept.path}`]: () => okResponse({ tenantId: tenant, organizationName: 'Acme' }),
    });
    renderPage();

    expect(await screen.findByText('bob@example.com')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Join Acme' }));

    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(refreshSessionForOrganisation).toHaveBeenCalledTimes(1);
    const [call] = callsTo(fetch, `POST ${invitationEndpoints.accept.path}`);
    expect(call?.body).toEqual({ tenant, token: 'tok' });
    expect(call?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it("shows the server's refusal when the invitation was for another address", async () => {
    storeSession();
    stubApi({
      [`GET ${invitationEndpoints.acceptInfo.path}`]: () => okResponse(emailInvite),
      [`POST ${invitationEndpoints.accept.path}`]: () =>
        failureResponse(403, 'FORBIDDEN', invitationMessages.sentToAnotherEmail),
    });
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Join Acme' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(invitationMessages.sentToAnotherEmail);
    expect(refreshSessionForOrganisation).not.toHaveBeenCalled();
  });
});
