import { Menu } from '@mantine/core';
import { accountPaths, trackerConnectPath } from '@worktrail/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuthUser } from '../../shared/auth/access-token.ts';
import { useAfterMount } from '../../shared/ui/lazy-on-demand.tsx';
import { UserButton } from './UserButton.tsx';
import { supportPath, useAccountActions } from './use-account-actions.tsx';

/**
 * The header's account menu: My Profile, Invite team, Connect a tracker and Support (each with its permission), Change password (with
 * local accounts) and Log out (§2). Below `sm` the same actions are in the burger menu (NavAccount). Opens at once
 * (`openAtOnce`) when fetched by a click on the header's account button.
 */
export function UserMenu({ user, openAtOnce = false }: { user: AuthUser; openAtOnce?: boolean }) {
  const { t } = useTranslation();
  const actions = useAccountActions();
  const mounted = useAfterMount();
  const [opened, setOpened] = useState(openAtOnce);

  return (
    <>
      <Menu position="bottom-end" withinPortal opened={mounted && opened} onChange={setOpened}>
        <Menu.Target>
          <UserButton user={user} autoFocus={openAtOnce} />
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to="/settings/general">
            {t('userMenu.myProfile')}
          </Menu.Item>
          {actions.mayInvite && (
            <Menu.Item component={Link} to={accountPaths.inviteTeam}>
              {t('userMenu.inviteTeam')}
            </Menu.Item>
          )}
          {actions.mayTrack && (
            <Menu.Item component={Link} to={trackerConnectPath}>
              {t('userMenu.connectTracker')}
            </Menu.Item>
          )}
          {actions.maySupport && (
            <Menu.Item component={Link} to={supportPath}>
              {t('userMenu.support')}
            </Menu.Item>
          )}
          {actions.mayChangePassword && (
            <Menu.Item onClick={actions.changePassword}>{t('userMenu.changePassword')}</Menu.Item>
          )}
          <Menu.Divider />
          <Menu.Item color="red" onClick={() => void actions.confirmLogout()}>
            {t('userMenu.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {actions.modals}
    </>
  );
}
