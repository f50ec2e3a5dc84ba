import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Profile, profileEndpoints, profileMessages } from '@worktrail/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, failureResponse, okResponse, stubApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { MyProfilePage } from './MyProfilePage.tsx';

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

function renderPage(update = ({ body }: { body: unknown }) => okResponse({ ...profile, ...(body as object) })) {
  storeSession();
  const fetch = stubApi({
    [`GET ${profileEndpoints.get.path}`]: () => okResponse(profile),
    [`GET ${profileEndpoints.countries.path}`]: () =>
      okResponse([
        { code: 'EG', nameEn: 'Egypt', nameAr: 'مصر' },
        { code: 'SA', nameEn: 'Saudi Arabia', nameAr: 'المملكة العربية السعودية' },
      ]),
    [`GET ${profileEndpoints.timeZones.path}`]: () =>
      okResponse([{ id: 'Asia/Riyadh', offsetMinutes: 180, label: '(UTC+03:00) Asia/Riyadh' }]),
    [`PUT ${profileEndpoints.update.path}`]: update,
  });
  renderWithProviders(<MyProfilePage />);
  return fetch;
}

describe('My Profile', () => {
  it('shows the profile with the e-mail read-only, and the photo and password actions', async () => {
    renderPage();
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Emma');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Upload photo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Take photo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change password…' })).toBeInTheDocument();
  });

  it('opens the camera dialog, fetched on first use, and gives the focus back to Take photo when it closes', async () => {
    renderPage();
    const take = await screen.findByRole('button', { name: 'Take photo' });
    await userEvent.click(take);
    const dialog = await screen.findByRole('dialog', { name: 'Take photo' });
    // The test browser has no camera: the dialog says so.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Camera not accessible.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(take).toHaveFocus());
  });

  it('checks the form before sending: a name is required and a phone must look like one', async () => {
    const fetch = renderPage();
    const name = await screen.findByLabelText(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(screen.getByLabelText('Phone'), 'call me');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(profileMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(profileMessages.phoneInvalid)).toBeInTheDocument();
    expect(callsTo(fetch, `PUT ${profileEndpoints.update.path}`)).toHaveLength(0);
  });

  it('saves the profile and says so', async () => {
    const fetch = renderPage();
    await userEvent.type(await screen.findByLabelText('Phone'), '+966 55 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile has been updated.')).toBeInTheDocument();
    expect(callsTo(fetch, `PUT ${profileEndpoints.update.path}`)[0]?.body).toEqual({
      name: 'Emma',
      surname: 'Stone',
      phone: '+966 55 123 4567',
      country: 'SA',
      timeZone: 'Asia/Riyadh',
    });
  });

  it('shows the server’s message beside the field it concerns', async () => {
    renderPage(() =>
      failureResponse(400, 'VALIDATION', 'The request is not valid.', {
        errors: [{ field: 'surname', message: profileMessages.surnameRequired }],
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(screen.getByText(profileMessages.surnameRequired)).toBeInTheDocument());
  });
});
