import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hostPackageEndpoints } from '@worktrail/contract';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../shared/i18n/i18n.ts';
import { callsTo, failureResponse, okResponse } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { fill, hostId, packageItem, route, starterId, stubHostApi } from '../testing/host-fixtures.ts';
import { PackagesPage } from './PackagesPage.tsx';

const list = route(hostPackageEndpoints.list);
const create = route(hostPackageEndpoints.create);
const update = route(hostPackageEndpoints.update);
const trial = packageItem({
  id: hostId('5', 1),
  nameEn: 'Free trial',
  nameAr: 'تجربة مجانية',
  pricePerSeatMinor: 0,
  seats: 20,
  features: [],
  isTrial: true,
  trialDays: 14,
  organizationCount: 7,
});
const starter = packageItem();

function renderPackages(handlers: Parameters<typeof stubHostApi>[0] = {}) {
  storeSession();
  const fetch = stubHostApi({ [list]: () => okResponse([trial, starter]), ...handlers });
  renderWithProviders(<PackagesPage />, { route: '/host/packages' });
  return fetch;
}

// Forms filled in through the keyboard and mouse take a while on a busy machine.
describe('PackagesPage', { timeout: 20_000 }, () => {
  it('lists the packages in order with the price per seat as money, limits, features, trial and who is on them', async () => {
    renderPackages();
    const table = await screen.findByRole('table', { name: 'Packages' });
    await within(table).findByText('Free trial');
    const [, trialRow, starterRow] = within(table).getAllByRole('row');
    expect(trialRow).toHaveTextContent('Free trial');
    expect(trialRow).toHaveTextContent('$0.00');
    expect(trialRow).toHaveTextContent('Yes, 14 days');
    expect(trialRow).toHaveTextContent('Time tracking only');
    expect(starterRow).toHaveTextContent('$5.00');
    expect(starterRow).toHaveTextContent('Reports, Screenshots');
    expect(within(starterRow as HTMLElement).getByText('المبتدئ')).toHaveAttribute('dir', 'rtl');
    expect(starterRow).toHaveTextContent('Offered');
  });

  it('defines a package with the price typed in major units and sends it in minor units exactly', async () => {
    const fetch = renderPackages({
      [create]: () => okResponse(packageItem({ id: hostId('5', 9), nameEn: 'Team', organizationCount: 0 })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New package' }));
    const dialog = await screen.findByRole('dialog', { name: 'New package' });
    await fill(within(dialog).getByLabelText(/English name/), 'Team');
    await fill(within(dialog).getByLabelText(/Arabic name/), 'الفريق');
    await fill(within(dialog).getByLabelText(/Price per seat per month/), '5.00');
    await fill(within(dialog).getByLabelText(/Seats/), '50');
    await fill(within(dialog).getByLabelText(/Screenshot retention/), '180');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Reports' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'API keys' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save package' }));
    await waitFor(() =>
      expect(callsTo(fetch, create)[0]?.body).toEqual({
        nameEn: 'Team',
        nameAr: 'الفريق',
        pricePerSeatMinor: 500,
        currency: 'USD',
        seats: 50,
        screenshotRetentionDays: 180,
        features: ['reports', 'apiKeys'],
        isTrial: false,
        trialDays: null,
        active: true,
      }),
    );
    expect(await screen.findByText('Package Team created.')).toBeInTheDocument();
  });

  it('opens a package with its values as they are and sends them back unchanged but for the edit', async () => {
    const fetch = renderPackages({ [update]: () => okResponse(packageItem({ seats: 30 })) });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Starter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit package Starter' });
    expect(within(dialog).getByLabelText(/Price per seat per month/)).toHaveValue('5.00');
    expect(within(dialog).getByRole('checkbox', { name: 'Screenshots' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Tasks' })).not.toBeChecked();
    const seats = within(dialog).getByLabelText(/Seats/);
    await userEvent.clear(seats);
    await fill(seats, '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save package' }));
    await waitFor(() => expect(callsTo(fetch, update)).toHaveLength(1));
    expect(callsTo(fetch, update)[0]?.query.get('id')).toBe(starterId);
    expect(callsTo(fetch, update)[0]?.body).toEqual({
      nameEn: 'Starter',
      nameAr: 'المبتدئ',
      pricePerSeatMinor: 500,
      currency: 'USD',
      seats: 30,
      screenshotRetentionDays: 90,
      features: ['reports', 'screenshots'],
      isTrial: false,
      trialDays: null,
      active: true,
    });
  });

  it('says beside each field what is wrong, in the server’s words, and sends nothing', async () => {
    const fetch = renderPackages();
    await userEvent.click(await screen.findByRole('button', { name: 'New package' }));
    const dialog = await screen.findByRole('dialog', { name: 'New package' });
    await fill(within(dialog).getByLabelText(/Price per seat per month/), '4.999');
    await userEvent.clear(within(dialog).getByLabelText(/Currency/));
    await fill(within(dialog).getByLabelText(/Currency/), 'us');
    await fill(within(dialog).getByLabelText(/Seats/), '0');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Free trial package/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save package' }));
    expect(within(dialog).getAllByText('Please enter the package name in English and in Arabic')).toHaveLength(2);
    expect(
      within(dialog).getByText('Enter the price as an amount such as 5.00, with at most 2 decimals.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('The currency must be a three-letter ISO 4217 code, such as USD.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Seats must be a whole number from 1.')).toBeInTheDocument();
    expect(within(dialog).getByText('Screenshot retention must be a whole number of days from 1.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('The trial length must be a whole number of days from 1 to 365.'),
    ).toBeInTheDocument();
    expect(callsTo(fetch, create)).toHaveLength(0);
  });

  it('shows the server’s refusal in the form', async () => {
    renderPackages({
      [update]: () => failureResponse(409, 'INVALID_STATE', 'Only one package can be the free trial.'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Starter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit package Starter' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Free trial package/ }));
    await fill(within(dialog).getByLabelText(/Trial length/), '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save package' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only one package can be the free trial.');
  });

  it('says when no package has been defined yet', async () => {
    renderPackages({ [list]: () => okResponse([]) });
    expect(await screen.findByText('No packages have been defined yet.')).toBeInTheDocument();
  });

  it('offers to try again when the packages cannot be loaded', async () => {
    renderPackages({ [list]: () => failureResponse(500, 'INTERNAL', 'Something went wrong.') });
    expect(await screen.findByText('The packages could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('speaks Arabic when Arabic is chosen', async () => {
    await changeLanguage('ar');
    renderPackages();
    const table = await screen.findByRole('table', { name: 'الباقات' });
    expect(await within(table).findByText('تجربة مجانية')).toBeInTheDocument();
    expect(within(table).getByText('نعم، 14 يومًا')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'باقة جديدة' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تعديل Starter' })).toBeInTheDocument();
  });
});
