import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { storeSession } from '../../test/tokens.ts';
import { sessionStorageKey } from './stored-session.ts';
import { useCrossTabSession } from './use-cross-tab-session.ts';

function Watcher() {
  useCrossTabSession();
  return <p>watching</p>;
}

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/" element={<p>signed out</p>} />
      <Route path="*" element={<Watcher />} />
    </Routes>,
    { route },
  );

const otherTabChanged = (key: string | null) =>
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key, storageArea: window.localStorage }));
  });

describe('session in another tab', () => {
  it('signs this tab out when the other tab removed the session', async () => {
    storeSession();
    window.localStorage.setItem('worktrail.permissions', '{"userId":"user-1","permissions":{}}');
    const { queryClient } = renderAt('/timeline');
    queryClient.setQueryData(['permissions', 'user-1'], {});

    window.localStorage.removeItem(sessionStorageKey());
    await otherTabChanged(sessionStorageKey());

    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(window.localStorage.getItem('worktrail.permissions')).toBeNull();
    expect(queryClient.getQueryData(['permissions', 'user-1'])).toBeUndefined();
  });

  it('reloads the permissions when the other tab stored a new session', async () => {
    storeSession();
    const { queryClient } = renderAt('/timeline');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    storeSession({ refreshToken: 'refresh-2' });
    await otherTabChanged(sessionStorageKey());

    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['permissions'] });
    expect(screen.getByText('watching')).toBeInTheDocument();
  });

  it('ignores storage changes that do not touch the session', async () => {
    storeSession();
    renderAt('/timeline');

    await otherTabChanged('worktrail.language');

    expect(screen.getByText('watching')).toBeInTheDocument();
  });
});
