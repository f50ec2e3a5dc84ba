import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navItems, permissionEndpoints } from '@worktrail/contract';
import { describe, expect, it, vi } from 'vitest';
import { stubPermissionsApi } from '../test/permissions.ts';
import { renderWithProviders } from '../test/render.tsx';
import { storeSession } from '../test/tokens.ts';
import { AppRoutes } from './AppRoutes.tsx';
import { builtPages } from './routes/nav-routes.tsx';

const renderSignedIn = (route: string, role: 'owner' | 'employee') => {
  storeSession();
  const fetch = stubPermissionsApi(role);
  renderWithProviders(<AppRoutes />, { route });
  return fetch;
};

// A page's first lazy load (its own chunk and dictionaries) can take seconds on a busy machine: a page heading is
// waited for that long, and each test may take longer than that wait.
const firstLoad = { timeout: 15_000 };

describe('signed-in app', { timeout: 20_000 }, () => {
  it('hides Members, Feature Settings and Organization Settings from an employee', async () => {
    renderSignedIn('/dashboard', 'employee');

    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(await within(nav).findByRole('link', { name: 'Projects' })).toBeInTheDocument();
    for (const hidden of ['Members', 'Feature Settings', 'Member Settings', 'Organization Settings', 'Data Import']) {
      expect(within(nav).queryByRole('link', { name: hidden })).not.toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/settings/general');
  });

  it('shows an owner every sidebar item under the four group titles', async () => {
    renderSignedIn('/dashboard', 'owner');

    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(await within(nav).findByRole('link', { name: 'Organization Settings' })).toHaveAttribute(
      'href',
      '/settings/organiztion',
    );
    expect(within(nav).getAllByRole('link')).toHaveLength(16);
    expect(within(nav).getByRole('link', { name: 'Members' })).toHaveAttribute('href', '/pepole/members');
    for (const group of ['Project management', 'People', 'Reports', 'Settings and Policies']) {
      expect(within(nav).getByRole('heading', { name: group })).toBeInTheDocument();
    }
  });

  it('leaves the burger menu’s account part out above phone width, where the header has the account menu', async () => {
    renderSignedIn('/dashboard', 'employee');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await within(nav).findByRole('link', { name: 'Projects' });
    expect(within(nav).queryByRole('region', { name: 'Account', hidden: true })).not.toBeInTheDocument();
  });

  it('shows the burger menu’s account part at phone width', async () => {
    const phone = window.matchMedia('(max-width: 1px)');
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...phone, media: query, matches: true }));
    renderSignedIn('/dashboard', 'employee');

    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    // The drawer is closed (hidden) until the burger opens it.
    const account = await within(nav).findByRole('region', { name: 'Account', hidden: true });
    expect(within(account).getByRole('button', { name: 'Log out', hidden: true })).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('loads the permission map once with the stored bearer token', async () => {
    const fetch = renderSignedIn('/dashboard', 'employee');

    await screen.findByRole('link', { name: 'Projects' });

    const permissionCalls = fetch.mock.calls.filter(([input]) => input === permissionEndpoints.map.path);
    expect(permissionCalls).toHaveLength(1);
    const init = permissionCalls[0]?.[1] as RequestInit | undefined;
    expect(new Headers(init?.headers).get('Authorization')).toMatch(/^Bearer /);
  });

  it('reloads the permission map in the background when the user moves to another page', async () => {
    const fetch = renderSignedIn('/dashboard', 'employee');
    const permissionCalls = () => fetch.mock.calls.filter(([input]) => input === permissionEndpoints.map.path);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await within(nav).findByRole('link', { name: 'Projects' });
    expect(permissionCalls()).toHaveLength(1);

    await userEvent.click(within(nav).getByRole('link', { name: 'Timeline' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Timeline' }, firstLoad)).toBeInTheDocument();
    await waitFor(() => expect(permissionCalls()).toHaveLength(2));
  });

  it('builds a page for every sidebar item: none falls back to the "not available yet" placeholder', async () => {
    expect(navItems.filter((item) => !builtPages[item.key]).map((item) => item.key)).toEqual([]);

    renderSignedIn('/settings/organiztion', 'owner');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Organization Settings' }, firstLoad),
    ).toBeInTheDocument();
    expect(screen.queryByText('This page is not available yet.')).not.toBeInTheDocument();
  });

  it('answers a route without its permission with the 403 screen', async () => {
    renderSignedIn('/pepole/members', 'employee');

    expect(await screen.findByRole('heading', { name: 'Access denied' }, firstLoad)).toBeInTheDocument();
    expect(
      screen.getByText('You do not have permission to view this content. Please contact your administrator.'),
    ).toBeInTheDocument();
  });

  it('lets a permitted user through the same route', async () => {
    renderSignedIn('/pepole/members', 'owner');

    expect(await screen.findByRole('heading', { level: 1, name: 'Members' }, firstLoad)).toBeInTheDocument();
  });

  it('answers an unknown route with Page not found and a way to the dashboard', async () => {
    renderSignedIn('/no/such/page', 'employee');

    expect(await screen.findByRole('heading', { name: 'Page not found' }, firstLoad)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('offers a skip link and the header, navigation and main landmarks', async () => {
    renderSignedIn('/dashboard', 'employee');

    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(await screen.findByRole('button', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });
});
