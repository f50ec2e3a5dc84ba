import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountEndpoints, accountMessages } from '@worktrail/contract';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { callsTo, failureResponse, okResponse, stubApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SignUpForm } from './SignUpForm.tsx';

function SentPage() {
  const { state } = useLocation();
  return <p>sent to {(state as { email: string }).email}</p>;
}

const renderForm = () =>
  renderWithProviders(
    <Routes>
      <Route path="/account/register" element={<SignUpForm />} />
      <Route path="/account/verify-email/sent" element={<SentPage />} />
    </Routes>,
    { route: '/account/register' },
  );

async function fillAndSubmit({
  email = 'ada@example.com',
  username = 'ada.l',
  password = 'long-enough-password',
  agree = true,
} = {}) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (username) await userEvent.type(screen.getByLabelText('Username'), username);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  if (agree) await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('SignUpForm', () => {
  it('refuses a short password and a missing agreement with the §5 messages, before calling the server', async () => {
    const fetch = stubApi({});
    renderForm();

    await fillAndSubmit({ password: 'short', agree: false });

    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('You must agree to the Terms of Service and Privacy Policy')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetch, `POST ${accountEndpoints.signUp.path}`)).toHaveLength(0);
  });

  it('links the Terms of Service and the Privacy Policy to the deployment’s pages, in a new tab', async () => {
    stubApi({
      [`GET ${accountEndpoints.publicConfig.path}`]: () =>
        okResponse({
          inviteBanner: null,
          googleSignIn: false,
          localAccounts: true,
          identityProvider: null,
          legal: { termsUrl: 'https://example.com/terms', privacyUrl: '/legal/privacy' },
        }),
    });
    renderForm();

    const terms = await screen.findByRole('link', { name: 'Terms of Service' });
    await waitFor(() => expect(terms).toHaveAttribute('href', 'https://example.com/terms'));
    expect(terms).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/legal/privacy');
    expect(
      screen.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' }),
    ).not.toBeChecked();
  });

  it('asks for an email and checks its format and the username rules', async () => {
    stubApi({});
    renderForm();

    await fillAndSubmit({ email: '', username: 'a!' });
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText(accountMessages.usernameLength)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
  });

  it('signs up in the current language and shows the address on the check-your-email screen', async () => {
    const fetch = stubApi({ [`POST ${accountEndpoints.signUp.path}`]: () => okResponse({ email: 'ada@example.com' }) });
    renderForm();

    await fillAndSubmit();

    expect(await screen.findByText('sent to ada@example.com')).toBeInTheDocument();
    expect(callsTo(fetch, `POST ${accountEndpoints.signUp.path}`)[0]?.body).toEqual({
      email: 'ada@example.com',
      username: 'ada.l',
      password: 'long-enough-password',
      acceptTerms: true,
      language: 'en',
    });
  });

  it('shows a taken username beside the username field and keeps what was typed', async () => {
    stubApi({
      [`POST ${accountEndpoints.signUp.path}`]: () =>
        failureResponse(409, 'ALREADY_EXISTS', accountMessages.usernameTaken),
    });
    renderForm();

    await fillAndSubmit();

    expect(await screen.findByText('This username is already taken.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('long-enough-password');
  });

  it("shows any other server failure's message above the form", async () => {
    stubApi({
      [`POST ${accountEndpoints.signUp.path}`]: () =>
        failureResponse(429, 'RATE_LIMITED', 'Too many requests. Try again later.'),
    });
    renderForm();

    await fillAndSubmit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try again later.');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it('links back to sign in', () => {
    stubApi({});
    renderForm();

    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/');
  });
});
