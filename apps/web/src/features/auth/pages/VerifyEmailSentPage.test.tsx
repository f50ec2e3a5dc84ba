import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountEndpoints } from '@worktrail/contract';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, failureResponse, okResponse, stubApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { VerifyEmailSentPage } from './VerifyEmailSentPage.tsx';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

function renderSent() {
  // The router's location state carries the address from the sign-up form.
  return renderWithProviders(
    <Routes>
      <Route path="/account/verify-email/sent" element={<VerifyEmailSentPage />} />
    </Routes>,
    { route: { pathname: '/account/verify-email/sent', state: { email: 'ada@example.com' } } },
  );
}

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

describe('VerifyEmailSentPage', () => {
  it('shows where the link went and rests the resend button for 60 s after the sign-up mail', async () => {
    stubApi({ [`POST ${accountEndpoints.resendVerification.path}`]: () => okResponse(null) });
    renderSent();

    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend (60 s)' })).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(60_000));

    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
  });

  it('resends, then counts down again', async () => {
    const fetch = stubApi({ [`POST ${accountEndpoints.resendVerification.path}`]: () => okResponse(null) });
    renderSent();
    await act(() => vi.advanceTimersByTimeAsync(60_000));

    await user().click(screen.getByRole('button', { name: 'Resend' }));

    expect(await screen.findByText('We sent the email again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend (60 s)' })).toBeDisabled();
    expect(callsTo(fetch, `POST ${accountEndpoints.resendVerification.path}`)[0]?.body).toEqual({
      email: 'ada@example.com',
    });
  });

  it("shows the server's 429 message and waits as long as it asks", async () => {
    stubApi({
      [`POST ${accountEndpoints.resendVerification.path}`]: () =>
        failureResponse(429, 'RATE_LIMITED', 'Too many emails. Try again later.', {
          headers: { 'Retry-After': '120' },
        }),
    });
    renderSent();
    await act(() => vi.advanceTimersByTimeAsync(60_000));

    await user().click(screen.getByRole('button', { name: 'Resend' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many emails. Try again later.');
    expect(screen.getByRole('button', { name: 'Resend (120 s)' })).toBeDisabled();
  });
});
