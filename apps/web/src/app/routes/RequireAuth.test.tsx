import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startSignIn } from '../../shared/auth/sign-in.ts';
import { stubPermissionsApi } from '../../test/permissions.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { makeAccessToken, storeSession } from '../../test/tokens.ts';
import { RequireAuth } from './RequireAuth.tsx';

vi.mock('../../shared/auth/sign-in.ts', () => ({ startSignIn: vi.fn() }));

beforeEach(() => {
  vi.mocked(startSignIn).mockResolvedValue(undefined);
});

const renderProtected = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/" element={<p>home</p>} />
      <Route path="/account/business-sign-up" element={<p>business sign-up</p>} />
      <Route element={<RequireAuth />}>
        <Route path="/reports/attendance" element={<p>attendance</p>} />
      </Route>
    </Routes>,
    { route },
  );

describe('RequireAuth', () => {
  it('starts sign-in for a signed-out visitor and remembers where they were going', () => {
    renderProtected('/reports/attendance?FromDate=2026-01-01');

    expect(startSignIn).toHaveBeenCalledWith('/reports/attendance?FromDate=2026-01-01');
    expect(screen.queryByText('attendance')).not.toBeInTheDocument();
  });

  it('sends a user who logged out on purpose to the signed-out page instead', () => {
    window.localStorage.setItem('worktrail.manualLogout', '1');
    renderProtected('/reports/attendance');

    expect(screen.getByText('home')).toBeInTheDocument();
    expect(startSignIn).not.toHaveBeenCalled();
  });

  it('sends a signed-in user without an organisation (no tenantid) to business sign-up', () => {
    storeSession({ accessToken: makeAccessToken({ tenantid: undefined }) });
    const fetch = stubPermissionsApi('owner');
    renderProtected('/reports/attendance');

    expect(screen.getByText('business sign-up')).toBeInTheDocument();
    expect(screen.queryByText('attendance')).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
