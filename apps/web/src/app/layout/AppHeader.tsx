import { Anchor, Burger, Group } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuthUser } from '../../shared/auth/access-token.ts';
import { LanguageSwitch } from '../../shared/i18n/LanguageSwitch.tsx';
import { lazyFeature } from '../lazy-feature.ts';
import { AccountMenu } from './AccountMenu.tsx';

// The web timer (project picker included) loads in its own chunk, after the first paint.
const HeaderTimer = lazyFeature(
  'timer',
  () => import('../../features/timer/components/HeaderTimer.tsx'),
  'HeaderTimer',
);

type AppHeaderProps = { user: AuthUser; navOpened: boolean; onToggleNav: () => void; navId: string };

/**
 * The header: menu toggle on small screens, product name, web timer (a compact button below `md`), and from `sm`
 * up the language switch and account menu.
 */
export function AppHeader({ user, navOpened, onToggleNav, navId }: AppHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('nav.toggle')}
          aria-expanded={navOpened}
          aria-controls={navId}
        />
        <Anchor component={Link} to="/dashboard" fw={700} size="lg" underline="never" c="inherit">
          {t('app.name')}
        </Anchor>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Suspense fallback={null}>
          <HeaderTimer />
        </Suspense>
        {/* Below `sm` the language switch and the account menu are in the burger menu (NavAccount). */}
        <Group gap="sm" wrap="nowrap" visibleFrom="sm">
          <LanguageSwitch />
          <AccountMenu user={user} />
        </Group>
      </Group>
    </Group>
  );
}
