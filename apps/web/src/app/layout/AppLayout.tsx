import { AppShell, Box, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppliedPreferences } from '../../features/profile/api/preferences.ts';
import type { AuthUser } from '../../shared/auth/access-token.ts';
import { useRevalidatePermissionsOnNavigation } from '../../shared/permissions/use-revalidate-permissions.ts';
import { lazyNamed } from '../../shared/ui/lazy-named.ts';
import { mainContentId, SkipLink } from '../../shared/ui/SkipLink.tsx';
import { RoutedPage } from '../routes/RoutedPage.tsx';
import { AppHeader } from './AppHeader.tsx';
import classes from './layout.module.css';
import { RouteProgress, useDataLoading } from './RouteProgress.tsx';
import { Sidebar } from './Sidebar.tsx';

const navId = 'main-navigation';
// The burger menu's account actions serve phone widths only, so they load there only, after the first paint.
const NavAccount = lazyNamed(() => import('./NavAccount.tsx'), 'NavAccount');

/**
 * The signed-in frame: header, sidebar (a drawer on small screens, with the account actions and language switch the
 * header has no room for) and the routed page; permissions follow along.
 */
export function AppLayout({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const [navOpened, { toggle, close }] = useDisclosure(false);
  const busy = useDataLoading();
  const theme = useMantineTheme();
  // Below `sm`, where the header has no room for the account menu (the same breakpoint as `hiddenFrom` below).
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`);
  useRevalidatePermissionsOnNavigation();
  useAppliedPreferences();

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="md"
    >
      <SkipLink />
      <RouteProgress busy={busy} />
      <AppShell.Header>
        <AppHeader user={user} navOpened={navOpened} onToggleNav={toggle} navId={navId} />
      </AppShell.Header>
      <AppShell.Navbar id={navId} aria-label={t('nav.label')} className={classes.navbar} mod={{ closed: !navOpened }}>
        <Sidebar onNavigate={close} />
        {phone && (
          <Box hiddenFrom="sm">
            <Suspense fallback={null}>
              <NavAccount user={user} onNavigate={close} />
            </Suspense>
          </Box>
        )}
      </AppShell.Navbar>
      <AppShell.Main id={mainContentId} tabIndex={-1} aria-busy={busy}>
        <RoutedPage />
      </AppShell.Main>
    </AppShell>
  );
}
