import { Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { accountPaths, permissions } from '@worktrail/contract';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuthUser } from '../../shared/auth/access-token.ts';
import { logout } from '../../shared/auth/logout.ts';
import { useLocalAccounts } from '../../shared/config/public-config.ts';
import { confirmDialog } from '../../shared/dialogs/dialogs.tsx';
import { usePermission } from '../../shared/permissions/use-permission.ts';
import { lazyFeature } from '../lazy-feature.ts';
import { UserButton } from './UserButton.tsx';

// The modal and its form rules load when it is first opened.
const ChangePasswordModal = lazyFeature(
  'profile',
  () => import('../../features/profile/components/ChangePasswordModal.tsx'),
  'ChangePasswordModal',
);

/**
 * The header's account menu: My Profile, Invite team (with the permission), Change password (with local accounts)
 * and Log out (§2).
 */
export function UserMenu({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mayInvite = usePermission(permissions.members.invite);
  // With an external identity provider, passwords are changed there.
  const localAccounts = useLocalAccounts();
  const [changingPassword, passwordModal] = useDisclosure(false);

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
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <UserButton user={user} />
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to="/settings/general">
            {t('userMenu.myProfile')}
          </Menu.Item>
          {mayInvite && (
            <Menu.Item component={Link} to={accountPaths.inviteTeam}>
              {t('userMenu.inviteTeam')}
            </Menu.Item>
          )}
          {localAccounts && <Menu.Item onClick={passwordModal.open}>{t('userMenu.changePassword')}</Menu.Item>}
          <Menu.Divider />
          <Menu.Item color="red" onClick={() => void confirmLogout()}>
            {t('userMenu.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {changingPassword && (
        <Suspense fallback={null}>
          <ChangePasswordModal opened onClose={passwordModal.close} />
        </Suspense>
      )}
    </>
  );
}
