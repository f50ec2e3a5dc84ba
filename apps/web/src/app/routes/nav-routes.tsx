import { type NavItem, navItems } from '@worktrail/contract';
import { Route } from 'react-router';
import { RequirePermission } from '../../shared/permissions/RequirePermission.tsx';
import { lazyNamed } from '../../shared/ui/lazy-named.ts';

// Until an area is built its routes share this placeholder chunk; a built area lazy-loads its own page here.
const PlaceholderPage = lazyNamed(() => import('./PlaceholderPage.tsx'), 'PlaceholderPage');

const pageRoute = (item: NavItem) => (
  <Route key={item.key} path={item.route} element={<PlaceholderPage navKey={item.key} />} />
);

/** One code-split route per §2 sidebar item (paths as given, typos included), guarded by its permission. */
export const navRoutes = navItems.map((item) =>
  item.permission ? (
    <Route key={item.key} element={<RequirePermission permission={item.permission} />}>
      {pageRoute(item)}
    </Route>
  ) : (
    pageRoute(item)
  ),
);
