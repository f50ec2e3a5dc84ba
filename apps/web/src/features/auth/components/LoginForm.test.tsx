import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountEndpoints, identityEndpoints } from '@worktrail/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leavePageTo } from '../../../shared/browser/leave-page.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { LoginForm } from './LoginForm.tsx';

vi.mock('../../../shared/browser/leave-page.ts', () => ({ leavePageTo: vi.fn() }));

const envelope = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const failure = (status: number, code: string, message: string, errors?: unknown) =>
  envelope(status, { success: false, message, code, result: null, errors });

let fetch: ReturnType<typeof vi.fn<(input: string, init: RequestInit) => Promise<Response>>>;

beforeEach(() => {
  fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
});

async function fillAndSubmit({ email = 'ada@example.com', password = 'secret-password', remember = false } = {}) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  if (remember) await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginForm', () => {
  it('asks for the email and password before calling the server', async () => {
    renderWithProviders(<LoginForm uid="abc" />);

    await fillAndSubmit({ email: '', password: '' });

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rejects an email address that is not one', async () => {
    renderWithProviders(<LoginForm uid="abc" />);

    await fillAndSubmit({ email: 'not-an-email' });

    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts the credentials to the interaction and follows the redirect it returns', async () => {
    fetch.mockResolvedValue(envelope(200, { success: true, message: null, result: { redirectTo: '/connect/auth/x' } }));
    renderWithProviders(<LoginForm uid="abc" />);

    await fillAndSubmit({ remember: true });

    await waitFor(() => expect(leavePageTo).toHaveBeenCalledWith('/connect/auth/x'));
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(identityEndpoints.login.path.replace(':uid', 'abc'));
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'ada@example.com',
      password: 'secret-password',
      rememberMe: true,
    });
  });

  it("shows the server's message for wrong credentials", async () => {
    fetch.mockResolvedValue(failure(400, 'INVALID_CREDENTIALS', 'The email or password is incorrect.'));
    renderWithProviders(<LoginForm uid="abc" />);

    await fillAndSubmit();

    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is incorrect.');
    expect(leavePageTo).not.toHaveBeenCalled();
  });

  it('offers to start again when the sign-in attempt expired', async () => {
    fetch.mockResolvedValue(failure(400, 'INTERACTION_EXPIRED', 'This sign-in attempt has expired.'));
    renderWithProviders(<LoginForm uid="abc" />);

    await fillAndSubmit();
    await userEvent.click(await screen.findByRole('button', { name: 'Start again' }));

    expect(screen.getByRole('alert')).toHaveTextContent('This sign-in attempt has expired.');
    expect(leavePageTo).toHaveBeenCalledWith('/');
  });

  it("shows the server's field errors beside the fields", async () => {
    fetch.mockResolvedValue(
      failure(400, 'VALIDATION', 'Invalid request', [{ field: 'email', message: 'Email is not allowed here' }]),
    );
    renderWithProviders(<LoginForm uid="abc" />);

    await fillAndSubmit();

    expect(await screen.findByText('Email is not allowed here')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('falls back to the generic text when the server cannot be reached', async () => {
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithProviders(<LoginForm uid="abc" />);

    await fillAndSubmit();

    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again');
  });

  it('links to the forgot-password and sign-up pages', () => {
    renderWithProviders(<LoginForm uid="abc" />);

    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/account/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/account/register');
  });

  it('offers to send the confirmation link again to the typed address when the email is not confirmed', async () => {
    fetch.mockImplementation(async (url) =>
      url === accountEndpoints.resendVerification.path
        ? envelope(200, { success: true, message: null, result: null })
        : failure(400, 'EMAIL_NOT_VERIFIED', 'Confirm your email address first. We can send you the link again.'),
    );
    renderWithProviders(<LoginForm uid="abc" />);

    await fillAndSubmit({ email: ' ada@example.com ' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Confirm your email address first. We can send you the link again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));

    expect(await screen.findByText('We sent the email again.')).toBeInTheDocument();
    const resend = fetch.mock.calls.find(([url]) => url === accountEndpoints.resendVerification.path);
    expect(JSON.parse(String(resend?.[1].body))).toEqual({ email: 'ada@example.com' });
    expect(screen.getByRole('button', { name: /Send the link again \(\d+ s\)/ })).toBeDisabled();
    expect(leavePageTo).not.toHaveBeenCalled();
  });

  it('shows the throttling message when there were too many attempts', async () => {
    fetch.mockResolvedValue(failure(429, 'RATE_LIMITED', 'Too many sign-in attempts. Try again in 15 minutes.'));
    renderWithProviders(<LoginForm uid="abc" />);

    await fillAndSubmit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts. Try again in 15 minutes.');
    expect(screen.queryByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument();
  });
});
