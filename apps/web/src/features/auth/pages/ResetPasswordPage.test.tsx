import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountEndpoints, accountMessages } from '@worktrail/contract';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { callsTo, failureResponse, okResponse, stubApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/account/reset-password" element={<ResetPasswordPage />} />
      <Route path="/account/reset-password/success" element={<p>reset done</p>} />
    </Routes>,
    { route },
  );

async function choose(password: string, confirmation: string) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('ResetPasswordPage', () => {
  it('says the confirmation does not match before calling the server', async () => {
    const fetch = stubApi({});
    renderAt('/account/reset-password?token=tok');

    await choose('new-password-1', 'new-password-2');

    expect(await screen.findByText('The password confirmation does not match.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a password shorter than 8 characters', async () => {
    stubApi({});
    renderAt('/account/reset-password?token=tok');

    await choose('short', 'short');

    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it('sends the token with the new password and opens the success screen', async () => {
    const fetch = stubApi({ [`POST ${accountEndpoints.resetPassword.path}`]: () => okResponse(null) });
    renderAt('/account/reset-password?token=tok');

    await choose('new-password-1', 'new-password-1');

    expect(await screen.findByText('reset done')).toBeInTheDocument();
    expect(callsTo(fetch, `POST ${accountEndpoints.resetPassword.path}`)[0]?.body).toEqual({
      token: 'tok',
      password: 'new-password-1',
      confirmPassword: 'new-password-1',
    });
  });

  it("shows the server's mismatch message beside the confirmation", async () => {
    stubApi({
      [`POST ${accountEndpoints.resetPassword.path}`]: () =>
        failureResponse(400, 'VALIDATION', 'Invalid request', {
          errors: [{ field: 'confirmPassword', message: accountMessages.passwordMismatch }],
        }),
    });
    renderAt('/account/reset-password?token=tok');

    await choose('new-password-1', 'new-password-1');

    expect(await screen.findByText('The password confirmation does not match.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('turns an expired link into a request for a new one', async () => {
    const fetch = stubApi({
      [`POST ${accountEndpoints.resetPassword.path}`]: () =>
        failureResponse(400, 'TOKEN_INVALID', accountMessages.tokenInvalid),
      [`POST ${accountEndpoints.forgotPassword.path}`]: () => okResponse(null),
    });
    renderAt('/account/reset-password?token=old');

    await choose('new-password-1', 'new-password-1');

    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
    expect(screen.getByText(accountMessages.tokenInvalid)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(callsTo(fetch, `POST ${accountEndpoints.forgotPassword.path}`)).toHaveLength(1);
  });
});
