import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ForbiddenPage } from './ForbiddenPage.tsx';

describe('ForbiddenPage', () => {
  it('shows the §8 access-denied text', () => {
    renderWithProviders(<ForbiddenPage />);

    expect(screen.getByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(
      screen.getByText('You do not have permission to view this content. Please contact your administrator.'),
    ).toBeInTheDocument();
  });

  it('goes back to the dashboard when the page was opened directly', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/pepole/members" element={<ForbiddenPage />} />
        <Route path="/dashboard" element={<p>dashboard</p>} />
      </Routes>,
      { route: '/pepole/members' },
    );

    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));

    expect(screen.getByText('dashboard')).toBeInTheDocument();
  });
});
