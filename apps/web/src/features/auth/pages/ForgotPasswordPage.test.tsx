import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountEndpoints } from '@worktrail/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, okResponse, stubApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ForgotPasswordPage } from './ForgotPasswordPage.tsx';

describe('ForgotPasswordPage', () => {
  it('checks the address before calling the server', async () => {
    const fetch = stubApi({});
    renderWithProviders(<ForgotPasswordPage />);

    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('mails the link and moves to the check-your-email step with a resting resend button', async () => {
    const fetch = stubApi({ [`POST ${accountEndpoints.forgotPassword.path}`]: () => okResponse(null) });
    renderWithProviders(<ForgotPasswordPage />);

    await userEvent.type(screen.getByLabelText('Email'), ' ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Resend \(\d+ s\)$/ })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/');
    expect(callsTo(fetch, `POST ${accountEndpoints.forgotPassword.path}`)[0]?.body).toEqual({
      email: 'ada@example.com',
    });
  });
});
