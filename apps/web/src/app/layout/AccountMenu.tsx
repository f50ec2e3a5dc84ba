import type { AuthUser } from '../../shared/auth/access-token.ts';
import { onDemandModule } from '../../shared/ui/lazy-on-demand.tsx';
import { UserButton } from './UserButton.tsx';

// The menu (Mantine's popover positioning included) is only needed on a click, so it loads on the first one.
const useUserMenu = onDemandModule(() => import('./UserMenu.tsx'));

/** The header's account button; its first click fetches the menu, which opens as soon as it is there. */
export function AccountMenu({ user }: { user: AuthUser }) {
  const menu = useUserMenu();
  if (menu.module) return <menu.module.UserMenu user={user} openAtOnce={menu.demanded} />;
  return (
    <UserButton user={user} aria-haspopup="menu" aria-expanded={false} aria-busy={menu.loading} onClick={menu.demand} />
  );
}
