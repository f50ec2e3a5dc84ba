import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Profile, profileEndpoints, trackerClient, trackerConnectPath } from '@worktrail/contract';
import { describe, expect, it } from 'vitest';
import { okResponse, stubApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { normaliseUserCode } from '../api/user-code.ts';
import { DevicePage } from './DevicePage.tsx';

const profile: Profile = {
  userId: '0190c0de-0000-7000-8000-000000000001',
  email: 'emma@acme.test',
  name: 'Emma',
  surname: 'Stone',
  phone: null,
  country: 'SA',
  timeZone: 'Asia/Riyadh',
  profileImageUrl: null,
  role: 'employee',
  organisationName: 'Acme',
};

function renderPage(route = '/connect/device') {
  storeSession();
  const fetch = stubApi({
    [`GET ${profileEndpoints.get.path}`]: () => okResponse(profile),
    [`GET ${trackerClient.verificationPath}`]: () =>
      new Response(JSON.stringify({ xsrf: 'form-token' }), { headers: { 'content-type': 'application/json' } }),
  });
  renderWithProviders(<DevicePage />, { route });
  return fetch;
}

describe('connecting a tracker', () => {
  it('reads a typed code in any case and spacing, and refuses what cannot be one', () => {
    expect(normaliseUserCode(' bcdf ghjk ')).toBe('BCDF-GHJK');
    expect(normaliseUserCode('BCDF-GHJ')).toBeNull();
    expect(normaliseUserCode('ABCD-EFGH')).toBeNull();
  });

  it('asks for the code and says what is wrong with an empty or malformed one', async () => {
    renderPage();
    const input = screen.getByLabelText('Code from the tracker');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter the code the tracker shows.')).toBeInTheDocument();
    await userEvent.type(input, 'hello');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('This is not a tracker code. It has 8 letters, like BCDF-GHJK.'),
    ).toBeInTheDocument();
  });

  it('asks to allow the tracker to record time as the person in their organisation, posting the provider’s form', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText('Code from the tracker'), 'bcdfghjk');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('Allow Worktrail Tracker to record time as Emma Stone in Acme?'),
    ).toBeInTheDocument();
    const allow = screen.getByRole('button', { name: 'Allow' });
    const form = allow.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', trackerClient.verificationPath);
    expect(form).toHaveFormValues({ xsrf: 'form-token', user_code: 'BCDF-GHJK' });
    expect(allow).toHaveAttribute('name', 'confirm');
    expect(screen.getByRole('button', { name: 'Deny' })).toHaveAttribute('name', 'abort');
  });

  it('goes straight to the confirmation from the tracker’s complete link', async () => {
    renderPage('/connect/device?user_code=BCDF-GHJK');
    expect(await screen.findByRole('heading', { name: 'Allow Worktrail Tracker?' })).toBeInTheDocument();
    expect(await screen.findByText('BCDF-GHJK')).toBeInTheDocument();
  });

  it('shows the provider’s verdict on a code, with the code to correct', async () => {
    renderPage('/connect/device?status=expired&user_code=BCDF-GHJK');
    expect(
      screen.getByText('This code has expired. Start signing in on the tracker again to get a new code.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Code from the tracker')).toHaveValue('BCDF-GHJK');
  });

  it('says the tracker is connected after approval', async () => {
    renderPage('/connect/device?status=approved');
    expect(screen.getByRole('heading', { name: 'Worktrail Tracker is connected' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'How to install the tracker, and your connected trackers' }),
    ).toHaveAttribute('href', trackerConnectPath);
  });

  it('offers another code after a denial', async () => {
    renderPage('/connect/device?status=denied');
    await userEvent.click(screen.getByRole('button', { name: 'Enter another code' }));
    expect(screen.getByLabelText('Code from the tracker')).toBeInTheDocument();
  });
});
