import { Avatar, Box, Group, NavLink, Text } from '@mantine/core';
import { accountPaths, trackerConnectPath } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuthUser } from '../../shared/auth/access-token.ts';
import { displayName } from '../../shared/auth/use-auth-user.ts';
import { LanguageSwitch } from '../../shared/i18n/LanguageSwitch.tsx';
import classes from './layout.module.css';
import { supportPath, useAccountActions } from './use-account-actions.tsx';

const titleId = 'nav-account-title';

/**
 * The burger menu's account part, shown by AppLayout below `sm` only, where the header has room for the timer alone:
 * who is signed in, the language switch, and the user menu's actions (My Profile, Invite team, Support, Change
 * password, Log out).
 */
export function NavAccount({ user, onNavigate }: { user: AuthUser; onNavigate: () => void }) {
  const { t } = useTranslation();
  const actions = useAccountActions();
  const name = displayName(user);

  return (
    <Box component="section" aria-labelledby={titleId} className={classes.navAccount}>
      <Text id={titleId} component="h2" size="xs" fw={700} c="dimmed" tt="uppercase" className={classes.navGroupTitle}>
        {t('userMenu.account')}
      </Text>
      <Group gap="sm" wrap="nowrap" px="sm" pb="xs">
        <Avatar name={name} color="initials" size="sm" aria-hidden="true" />
        <Text size="sm" truncate="end">
          {name}
        </Text>
      </Group>
      <Box px="sm" pb="xs">
        <LanguageSwitch />
      </Box>
      <ul className={classes.navList}>
        <li>
          <NavLink component={Link} to="/settings/general" label={t('userMenu.myProfile')} onClick={onNavigate} />
        </li>
        {actions.mayInvite && (
          <li>
            <NavLink
              component={Link}
              to={accountPaths.inviteTeam}
              label={t('userMenu.inviteTeam')}
              onClick={onNavigate}
            />
          </li>
        )}
        {actions.mayTrack && (
          <li>
            <NavLink
              component={Link}
              to={trackerConnectPath}
              label={t('userMenu.connectTracker')}
              onClick={onNavigate}
            />
          </li>
        )}
        {actions.maySupport && (
          <li>
            <NavLink component={Link} to={supportPath} label={t('userMenu.support')} onClick={onNavigate} />
          </li>
        )}
        {actions.mayChangePassword && (
          <li>
            <NavLink component="button" label={t('userMenu.changePassword')} onClick={actions.changePassword} />
          </li>
        )}
        <li>
          <NavLink
            component="button"
            c="red"
            label={t('userMenu.logout')}
            onClick={() => void actions.confirmLogout()}
          />
        </li>
      </ul>
      {actions.modals}
    </Box>
  );
}
