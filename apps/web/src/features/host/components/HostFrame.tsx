import { Badge, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import type { HostProfile } from '@worktrail/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useConfirmLogout } from '../../../shared/auth/use-confirm-logout.ts';
import { LanguageSwitch } from '../../../shared/i18n/LanguageSwitch.tsx';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { SkipLink } from '../../../shared/ui/SkipLink.tsx';
import { useUnreadTicketCount } from '../api/get-tickets.ts';
import classes from './host.module.css';

const mainId = 'host-main';

function UnreadBadge() {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const unread = useUnreadTicketCount();
  if (!unread.data) return null;
  return (
    <Badge size="sm" color="red" variant="filled" component="span">
      <span aria-hidden="true">{number(unread.data)}</span>
      <VisuallyHidden>{t('host.nav.unread', { count: unread.data })}</VisuallyHidden>
    </Badge>
  );
}

/**
 * The console's own frame, outside the organisation's: a skip link, the header with its navigation (Tickets with
 * the unread count), the language switch and sign out, then the screen.
 */
export function HostFrame({ host, children }: { host: HostProfile; children: ReactNode }) {
  const { t } = useTranslation();
  const signOut = useConfirmLogout();
  const links = [
    { to: '/host', label: t('host.nav.tickets'), end: true, badge: <UnreadBadge /> },
    { to: '/host/faq', label: t('host.nav.faq'), end: false, badge: null },
    { to: '/host/lists', label: t('host.nav.lists'), end: false, badge: null },
    { to: '/host/packages', label: t('host.nav.packages'), end: false, badge: null },
    { to: '/host/billing', label: t('host.nav.billing'), end: false, badge: null },
    { to: '/host/audit', label: t('host.nav.audit'), end: false, badge: null },
  ];

  return (
    <>
      <SkipLink targetId={mainId} />
      <header className={classes.header}>
        <Group justify="space-between" gap="sm">
          <Text fw={700} size="lg">
            {t('host.title')}
          </Text>
          <Group gap="sm">
            <Text size="sm" c="dimmed">
              {host.name || host.email}
            </Text>
            <LanguageSwitch />
            <Button size="xs" variant="default" onClick={signOut}>
              {t('host.signOut')}
            </Button>
          </Group>
        </Group>
        <nav aria-label={t('host.nav.label')}>
          <Group gap={4} mt="xs">
            {links.map((link) => (
              <NavLink key={link.to} to={link.to} end={link.end} className={classes.navLink}>
                {link.label}
                {link.badge}
              </NavLink>
            ))}
          </Group>
        </nav>
      </header>
      <main id={mainId} tabIndex={-1} className={classes.main}>
        {children}
      </main>
    </>
  );
}
