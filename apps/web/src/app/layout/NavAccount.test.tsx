import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { logout } from '../../shared/auth/logout.ts';
import { persistPermissions } from '../../shared/permissions/persisted-permissions.ts';
import { permissionsOf } from '../../test/permissions.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { storeSession } from '../../test/tokens.ts';
import { NavAccount } from './NavAccount.tsx';

vi.mock('../../shared/auth/logout.ts', () => ({ logout: vi.fn(async () => undefined) }));

const user = {
  userId: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  tenantId: 't1',
  issuer: '',
};

function renderBurgerAccount(role?: 'manager' | 'employee') {
  if (role) {
    storeSession();
    persistPermissions('user-1', permissionsOf(role));
  }
  const onNavigate = vi.fn();
  renderWithProviders(<NavAccount user={user} onNavigate={onNavigate} />);
  return { onNavigate, account: screen.getByRole('region', { name: 'Account' }) };
}

describe('NavAccount (the burger menu at phone width)', () => {
  it('shows who is signed in, the language switch and My Profile, which closes the menu', async () => {
    const { account, onNavigate } = renderBurgerAccount();

    expect(account).toHaveTextContent('Ada Lovelace');
    expect(within(account).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    const profile = within(account).getByRole('link', { name: 'My Profile' });
    expect(profile).toHaveAttribute('href', '/settings/general');
    await userEvent.click(profile);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('logs out after the confirmation', async () => {
    const { account } = renderBurgerAccount();

    await userEvent.click(within(account).getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out' });
    expect(dialog).toHaveTextContent('Are you sure you want to log out?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));

    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('offers Invite team to a user who may invite members', async () => {
    const { account } = renderBurgerAccount('manager');

    expect(await within(account).findByRole('link', { name: 'Invite team' })).toHaveAttribute(
      'href',
      '/account/invite-team',
    );
  });

  it('offers Support to a user who may open support tickets, and closes the menu on the way', async () => {
    const { account, onNavigate } = renderBurgerAccount('employee');

    const support = await within(account).findByRole('link', { name: 'Support' });
    expect(support).toHaveAttribute('href', '/support/tickets');
    await userEvent.click(support);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('has no Invite team for an employee', async () => {
    const { account } = renderBurgerAccount('employee');

    expect(await within(account).findByRole('button', { name: 'Change password' })).toBeInTheDocument();
    expect(within(account).queryByRole('link', { name: 'Invite team' })).not.toBeInTheDocument();
  });
});
