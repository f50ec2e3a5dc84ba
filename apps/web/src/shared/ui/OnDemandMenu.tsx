import { ActionIcon, type ActionIconProps, type MenuProps } from '@mantine/core';
import { type ReactElement, type ReactNode, useState } from 'react';
import { onDemandModule, useAfterMount } from './lazy-on-demand.tsx';

const useMenuKit = onDemandModule(() => import('./menu-kit.ts'));

type MenuKit = typeof import('./menu-kit.ts');

/** What the menu's button is given: its menu role before the menu is there, the focus when it opens at once. */
export type MenuButtonProps = {
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
  'aria-busy'?: boolean;
  onClick?: () => void;
  autoFocus?: boolean;
};

type OnDemandMenuProps = Omit<MenuProps, 'children' | 'opened' | 'onChange' | 'defaultOpened'> & {
  /** The button that opens the menu (an ActionIcon with its label): spread the given props on it. */
  button: (props: MenuButtonProps) => ReactElement;
  /** The menu's items, made with the loaded Mantine Menu (`Menu.Item`, `Menu.Divider`). */
  items: (Menu: MenuKit['Menu']) => ReactNode;
};

/**
 * A menu behind a button (a row's or a card's actions), whose code (Mantine's menu and popover positioning, about
 * 20 KB) loads with the first press instead of with the screen (ARCHITECTURE §7). The loaded menu opens at once and
 * takes the focus on its button, so closing it gives the focus back there, as a menu that was always there would.
 */
export function OnDemandMenu({ button, items, ...menuProps }: OnDemandMenuProps) {
  const kit = useMenuKit();
  if (kit.module)
    return <LoadedMenu kit={kit.module} openAtOnce={kit.demanded} {...menuProps} button={button} items={items} />;
  const open = () => {
    // A failed fetch leaves the button as it is; the next press tries again.
    kit.demand().catch(() => undefined);
  };
  return button({ 'aria-haspopup': 'menu', 'aria-expanded': false, 'aria-busy': kit.loading, onClick: open });
}

/**
 * The menu once its code is there. It opens just after it is mounted, not with it, so Mantine notes the button that
 * has the focus as the place to give it back to.
 */
function LoadedMenu({
  kit,
  openAtOnce,
  button,
  items,
  ...menuProps
}: OnDemandMenuProps & { kit: MenuKit; openAtOnce: boolean }) {
  const { Menu } = kit;
  const mounted = useAfterMount();
  // Until the menu is opened or closed by hand, it is open if its first press fetched it.
  const [opened, setOpened] = useState<boolean | null>(null);
  return (
    <Menu {...menuProps} opened={mounted && (opened ?? openAtOnce)} onChange={setOpened}>
      <Menu.Target>{button({ autoFocus: openAtOnce })}</Menu.Target>
      <Menu.Dropdown>{items(Menu)}</Menu.Dropdown>
    </Menu>
  );
}

type ActionsMenuProps = Pick<OnDemandMenuProps, 'items'> & {
  /** The button's name, which says whose actions they are ("Actions for Apollo"). */
  label: string;
  icon: ReactNode;
  /** `subtle`, grey: a row's, a card's or a column's; `default`, outlined: a page's own. */
  variant?: 'subtle' | 'default';
  size?: ActionIconProps['size'];
  /** While one of the menu's actions runs. */
  loading?: boolean;
};

/** The actions of a row, a card or a page behind an icon button, opening below its end: an OnDemandMenu. */
export function ActionsMenu({ label, icon, variant = 'subtle', size, loading, items }: ActionsMenuProps) {
  return (
    <OnDemandMenu
      position="bottom-end"
      withinPortal
      items={items}
      button={(props) => (
        <ActionIcon
          variant={variant}
          color={variant === 'subtle' ? 'gray' : undefined}
          size={size}
          loading={loading}
          {...props}
          aria-label={label}
        >
          {icon}
        </ActionIcon>
      )}
    />
  );
}
