import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountEndpoints, accountMessages } from '@worktrail/contract';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, failureResponse, okResponse, stubApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { ChangePasswordModal } from './ChangePasswordModal.tsx';

function renderModal(handler = () => okResponse(null)) {
  storeSession();
  const fetch = stubApi({ [`POST ${accountEndpoints.changePassword.path}`]: handler });
  const onClose = vi.fn();
  renderWithProviders(<ChangePasswordModal opened onClose={onClose} />);
  return { fetch, onClose };
}

async function fill({ current = 'old-password', next = 'new-password-1', confirm = 'new-password-1' } = {}) {
  if (current) await userEvent.type(screen.getByLabelText('Current password'), current);
  if (next) await userEvent.type(screen.getByLabelText('New password'), next);
  if (confirm) await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordModal', () => {
  it('requires the confirmation to match, checked before calling the server', async () => {
    const { fetch } = renderModal();

    await fill({ confirm: 'something-else' });

    expect(await screen.findByText('The password confirmation does not match.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks for the current password and a new one of at least 8 characters', async () => {
    renderModal();

    await fill({ current: '', next: 'short', confirm: 'short' });

    expect(await screen.findByText('Enter your current password')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it("shows the server's message beside the current password when it is wrong, and stays open", async () => {
    const { onClose } = renderModal(() =>
      failureResponse(400, 'INVALID_CREDENTIALS', accountMessages.currentPasswordIncorrect),
    );

    await fill();

    expect(await screen.findByText('The current password is incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('changes the password with the bearer token, then closes with a toast', async () => {
    const { fetch, onClose } = renderModal();

    await fill();

    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    const [call] = callsTo(fetch, `POST ${accountEndpoints.changePassword.path}`);
    expect(call?.body).toEqual({
      currentPassword: 'old-password',
      newPassword: 'new-password-1',
      confirmPassword: 'new-password-1',
    });
    expect(call?.headers.get('Authorization')).toMatch(/^Bearer /);
  });
});
