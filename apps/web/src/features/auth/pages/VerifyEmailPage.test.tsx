import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountEndpoints, accountMessages } from '@worktrail/contract';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startSignIn } from '../../../shared/auth/sign-in.ts';
import { callsTo, failureResponse, okResponse, stubApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { VerifyEmailPage } from './VerifyEmailPage.tsx';

vi.mock('../../../shared/auth/sign-in.ts', () => ({ startSignIn: vi.fn() }));

beforeEach(() => {
  vi.mocked(startSignIn).mockResolvedValue(undefined);
});

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/account/verify-email" element={<VerifyEmailPage />} />
    </Routes>,
    { route },
  );

describe('VerifyEmailPage', () => {
  it('confirms the token once and offers to sign in', async () => {
    const fetch = stubApi({
      [`POST ${accountEndpoints.verifyEmail.path}`]: () => okResponse({ email: 'ada@example.com' }),
    });
    renderAt('/account/verify-email?token=tok-1');

    expect(await screen.findByRole('heading', { name: 'Email confirmed' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(startSignIn).toHaveBeenCalledTimes(1);
    expect(callsTo(fetch, `POST ${accountEndpoints.verifyEmail.path}`).map((call) => call.body)).toEqual([
      { token: 'tok-1' },
    ]);
  });

  it('explains an expired link and mails a new one to the address typed', async () => {
    const fetch = stubApi({
      [`POST ${accountEndpoints.verifyEmail.path}`]: () =>
        failureResponse(400, 'TOKEN_INVALID', accountMessages.tokenInvalid),
      [`POST ${accountEndpoints.resendVerification.path}`]: () => okResponse(null),
    });
    renderAt('/account/verify-email?token=old');

    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
    expect(screen.getByText('This link is invalid or has expired. Request a new one.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));

    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('If an account uses this address, we sent a link to')).toBeInTheDocument();
    expect(callsTo(fetch, `POST ${accountEndpoints.resendVerification.path}`)[0]?.body).toEqual({
      email: 'ada@example.com',
    });
  });

  it('treats a link without a token as invalid without calling the server', () => {
    const fetch = stubApi({});
    renderAt('/account/verify-email');

    expect(screen.getByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
