import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ApiError } from '../api/api-error.ts';
import { notifyError, notifySuccess } from './notify.tsx';

afterEach(() => {
  notifications.clean();
});

describe('toasts', () => {
  it("shows the server's message for an API failure", async () => {
    renderWithProviders(<p>page</p>);

    notifyError(new ApiError({ status: 409, code: 'ALREADY_EXISTS', message: 'Project name already exists' }));

    expect(await screen.findByText('Project name already exists')).toBeInTheDocument();
  });

  it('falls back to the given text, else the generic one, when there is no server message', async () => {
    renderWithProviders(<p>page</p>);

    notifyError(new TypeError('Failed to fetch'), 'Failed to fetch members');
    notifyError(new ApiError({ status: 500, code: 'INTERNAL', message: '' }));

    expect(await screen.findByText('Failed to fetch members')).toBeInTheDocument();
    expect(screen.getByText('An error occurred. Please try again')).toBeInTheDocument();
  });

  it('shows success messages', async () => {
    renderWithProviders(<p>page</p>);

    notifySuccess('Project archived');

    expect(await screen.findByText('Project archived')).toBeInTheDocument();
  });
});
