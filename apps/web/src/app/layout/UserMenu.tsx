import { Menu } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuthUser } from '../../shared/auth/access-token.ts';
import { logout } from '../../shared/auth/logout.ts';
import { confirmDialog } from '../../shared/dialogs/dialogs.tsx';
import { UserButton } from './UserButton.tsx';

/** The header's account menu: My Profile and Log out (with the §2 confirmation). */
export function UserMenu({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  const confirmLogout = async () => {
    const confirmed = await confirmDialog({
      title: t('auth.logout.title'),
      message: t('auth.logout.message'),
      confirmLabel: t('auth.logout.confirm'),
      cancelLabel: t('auth.logout.cancel'),
    });
    if (confirmed) await logout({ queryClient });
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UserButton user={user} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/settings/general">
          {t('userMenu.myProfile')}
        </Menu.Item>
        <Menu.Item color="red" onClick={() => void confirmLogout()}>
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
