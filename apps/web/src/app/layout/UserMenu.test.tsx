import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { permissions, trackerConnectPath } from '@worktrail/contract';
import { describe, expect, it, vi } from 'vitest';
import { logout } from '../../shared/auth/logout.ts';
import { publicConfigQueryOptions } from '../../shared/config/public-config.ts';
import { persistPermissions } from '../../shared/permissions/persisted-permissions.ts';
import { permissionsOf } from '../../test/permissions.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { storeSession } from '../../test/tokens.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { UserMenu } from './UserMenu.tsx';

vi.mock('../../shared/auth/logout.ts', () => ({ logout: vi.fn(async () => undefined) }));

const user = {
  userId: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  tenantId: 't1',
  issuer: '',
};

async function openLogoutConfirmation() {
  renderWithProviders(<UserMenu user={user} />);
  await userEvent.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
  return screen.findByRole('dialog', { name: 'Log out' });
}

describe('UserMenu', () => {
  it('links to My Profile', async () => {
    renderWithProviders(<UserMenu user={user} />);

    await userEvent.click(screen.getByRole('button', { name: 'Ada Lovelace' }));

    expect(await screen.findByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/settings/general');
  });

  it('logs out only after the confirmation', async () => {
    const dialog = await openLogoutConfirmation();

    expect(dialog).toHaveTextContent('Are you sure you want to log out?');
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('stays signed in when the confirmation is cancelled', async () => {
    await openLogoutConfirmation();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(logout).not.toHaveBeenCalled();
  });

  it('links to Invite team for a user who may invite members', async () => {
    storeSession();
    persistPermissions('user-1', permissionsOf('manager'));
    renderWithProviders(<UserMenu user={user} />);

    await userEvent.click(screen.getByRole('button', { name: 'Ada Lovelace' }));

    expect(await screen.findByRole('menuitem', { name: 'Invite team' })).toHaveAttribute(
      'href',
      '/account/invite-team',
    );
  });

  it('has no Invite team item for an employee', async () => {
    storeSession();
    persistPermissions('user-1', permissionsOf('employee'));
    renderWithProviders(<UserMenu user={user} />);

    await userEvent.click(screen.getByRole('button', { name: 'Ada Lovelace' }));

    expect(await screen.findByRole('menuitem', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Invite team' })).not.toBeInTheDocument();
  });

  it('links to Support for a user who may open support tickets', async () => {
    storeSession();
    persistPermissions('user-1', permissionsOf('employee'));
    renderWithProviders(<UserMenu user={user} />);

    await userEvent.click(screen.getByRole('button', { name: 'Ada Lovelace' }));

    expect(await screen.findByRole('menuitem', { name: 'Support' })).toHaveAttribute('href', '/support/tickets');
  });

  it('links to Connect a tracker for a member who may record with the tracker, and not without it', async () => {
    storeSession();
    persistPermissions('user-1', permissionsOf('employee'));
    const { unmount } = renderWithProviders(<UserMenu user={user} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
    expect(await screen.findByRole('menuitem', { name: 'Connect a tracker' })).toHaveAttribute(
      'href',
      trackerConnectPath,
    );
    unmount();

    persistPermissions('user-1', { ...permissionsOf('employee'), [permissions.tracker.read]: false });
    renderWithProviders(<UserMenu user={user} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
    expect(await screen.findByRole('menuitem', { name: 'My Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Connect a tracker' })).not.toBeInTheDocument();
  });

  it('has no Support item without the support permission', async () => {
    storeSession();
    persistPermissions('user-1', { ...permissionsOf('employee'), [permissions.support.read]: false });
    renderWithProviders(<UserMenu user={user} />);

    await userEvent.click(screen.getByRole('button', { name: 'Ada Lovelace' }));

    expect(await screen.findByRole('menuitem', { name: 'My Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Support' })).not.toBeInTheDocument();
  });

  it('has no Change password item when an external identity provider manages accounts', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(publicConfigQueryOptions().queryKey, {
      inviteBanner: null,
      googleSignIn: false,
      localAccounts: false,
      identityProvider: { authority: 'https://id.example.org', clientId: 'worktrail', scope: 'openid' },
      legal: { termsUrl: '/legal/terms', privacyUrl: '/legal/privacy' },
    });
    renderWithProviders(<UserMenu user={user} />, { queryClient });

    await userEvent.click(screen.getByRole('button', { name: 'Ada Lovelace' }));

    expect(await screen.findByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Change password' })).not.toBeInTheDocument();
  });

  it('opens the change-password modal', async () => {
    renderWithProviders(<UserMenu user={user} />);

    await userEvent.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Change password' }));

    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
  });

  describe('in the header', () => {
    it('shows the account button without the menu, opens the menu on the first click once it has loaded, and gives the focus back on Escape', async () => {
      renderWithProviders(<AccountMenu user={user} />);
      const button = screen.getByRole('button', { name: 'Ada Lovelace' });
      expect(button).toHaveAttribute('aria-haspopup', 'menu');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();

      await userEvent.click(button);

      expect(await screen.findByRole('menuitem', { name: 'My Profile' })).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Ada Lovelace' })).toHaveFocus());
    });
  });
});
