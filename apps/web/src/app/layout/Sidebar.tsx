import { NavLink, Text } from '@mantine/core';
import type { NavGroup } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Dictionary } from '../../shared/i18n/i18n.ts';
import { usePermissions } from '../../shared/permissions/use-permission.ts';
import classes from './layout.module.css';
import { visibleNavSections } from './visible-nav.ts';

type NavItemKey = keyof Dictionary['nav']['items'];
type TitledGroup = Exclude<NavGroup, 'main'>;

const isActive = (pathname: string, route: string) => pathname === route || pathname.startsWith(`${route}/`);

/** The §2 sidebar: ungrouped items, then the four titled groups, each item shown only with its permission. */
export function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const sections = visibleNavSections(usePermissions().data);

  return (
    <div className={classes.navScroll}>
      {sections.map(({ group, items }) => {
        const titleId = `nav-group-${group}`;
        return (
          <section key={group} aria-labelledby={group === 'main' ? undefined : titleId}>
            {group !== 'main' && (
              <Text
                id={titleId}
                component="h2"
                size="xs"
                fw={700}
                c="dimmed"
                tt="uppercase"
                className={classes.navGroupTitle}
              >
                {t(`nav.groups.${group as TitledGroup}`)}
              </Text>
            )}
            <ul className={classes.navList}>
              {items.map((item) => {
                const active = isActive(pathname, item.route);
                return (
                  <li key={item.key}>
                    <NavLink
                      component={Link}
                      to={item.route}
                      label={t(`nav.items.${item.key as NavItemKey}`)}
                      active={active}
                      aria-current={active ? 'page' : undefined}
                      onClick={onNavigate}
                    />
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
