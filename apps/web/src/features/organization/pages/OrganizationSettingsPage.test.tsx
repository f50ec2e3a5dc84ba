import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { billingEndpoints } from '@worktrail/contract';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../shared/i18n/i18n.ts';
import { callsTo, failureResponse, okResponse, stubApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import {
  businessPackage,
  organizationDetails,
  starterPackage,
  trialPackage,
} from '../testing/organization-fixtures.ts';
import { OrganizationSettingsPage } from './OrganizationSettingsPage.tsx';

type Handlers = Parameters<typeof stubApi>[0];
const details = `GET ${billingEndpoints.details.path}`;
const setPackage = `POST ${billingEndpoints.setPackage.path}`;
const paymentPath = billingEndpoints.updatePaymentMethod.path.replace(':id', organizationDetails().id);

function renderPage(handlers: Handlers = {}, route = '/settings/organiztion') {
  storeSession();
  const fetch = stubApi({
    [details]: () => okResponse(organizationDetails()),
    [`GET ${billingEndpoints.packages.path}`]: () => okResponse([trialPackage, starterPackage, businessPackage]),
    ...handlers,
  });
  renderWithProviders(<OrganizationSettingsPage />, { route });
  return fetch;
}

const confirmDialog = async () => within(await screen.findByRole('dialog', { name: 'Change plan' }));

// Several tests click through a form and a confirmation: more than the default 5 s on a busy machine.
describe('OrganizationSettingsPage', { timeout: 20_000 }, () => {
  it('shows the name, the trial plan with its end and period, seats used of the limit, and the balance', async () => {
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Organization Settings' })).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'Organization' });
    expect(summary).toHaveTextContent('Acme Studio');
    expect(summary).toHaveTextContent('Free trial');
    expect(summary).toHaveTextContent('Trial ends on 03/12/2026');
    expect(summary).toHaveTextContent('Current period: 20/11/2026 – 03/12/2026');
    expect(within(summary).getByText('12 of 20 seats used')).toBeInTheDocument();
    expect(summary).toHaveTextContent('Pending invitations holding a seat: 3');
    expect(
      within(summary).getByRole('progressbar', { name: 'Seats taken, pending invitations included' }),
    ).toHaveAttribute('aria-valuenow', '75');
    expect(summary).toHaveTextContent('$0.00');
  });

  it('says which plan a pending change leads to and from which day', async () => {
    const pending = organizationDetails({
      subscription: {
        ...organizationDetails().subscription,
        package: businessPackage,
        status: 'active',
        trialEndsOn: null,
        pendingPackage: starterPackage,
      },
      balanceMinor: 4500,
    });
    renderPage({ [details]: () => okResponse(pending) });

    const summary = await screen.findByRole('region', { name: 'Organization' });
    expect(summary).toHaveTextContent('Becomes Starter on 04/12/2026');
    expect(summary).toHaveTextContent('$45.00');
  });

  it('refuses to change the plan with no package selected, in the §5 words, without asking the server', async () => {
    const fetch = renderPage();

    await screen.findByRole('radio', { name: 'Starter' });
    await userEvent.click(screen.getByRole('button', { name: 'Change plan' }));

    expect(await screen.findByText('Please select a package')).toBeInTheDocument();
    expect(callsTo(fetch, setPackage)).toHaveLength(0);
  });

  it('lists each package with its price per seat, seats and retention', async () => {
    renderPage();

    expect(await screen.findByRole('radio', { name: 'Business' })).toBeInTheDocument();
    const plans = within(screen.getByRole('form', { name: 'Change plan' }));
    expect(plans.getByText('$9.00 per seat per month')).toBeInTheDocument();
    expect(plans.getByText('Up to 500 seats')).toBeInTheDocument();
    expect(plans.getByText('Screenshots kept for 365 days')).toBeInTheDocument();
    expect(plans.getByText('Current plan')).toBeInTheDocument();
  });

  it('changes the plan after a confirmation and says it applies at once, with the invoice of the difference', async () => {
    const fetch = renderPage({
      [setPackage]: () =>
        okResponse({
          timing: 'now',
          effectiveFrom: '2026-11-25',
          proratedMinor: 4500,
          invoiceNumber: 'WT-000042',
          message: 'Your plan is now Business.',
        }),
    });

    await userEvent.click(await screen.findByRole('radio', { name: 'Business' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change plan' }));
    await userEvent.click((await confirmDialog()).getByRole('button', { name: 'Change plan' }));

    expect(
      await screen.findByText(
        'Your plan is now Business. The difference for the rest of this period is on invoice WT-000042.',
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetch, setPackage)[0]?.query.get('packageId')).toBe(businessPackage.id);
  });

  it('says when a smaller plan starts, and shows a refusal in the server’s words', async () => {
    let refuse = false;
    renderPage({
      [setPackage]: () =>
        refuse
          ? failureResponse(404, 'NOT_FOUND', 'The package was not found.')
          : okResponse({
              timing: 'nextPeriod',
              effectiveFrom: '2026-12-04',
              proratedMinor: 0,
              invoiceNumber: null,
              message: '',
            }),
    });

    await userEvent.click(await screen.findByRole('radio', { name: 'Starter' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change plan' }));
    await userEvent.click((await confirmDialog()).getByRole('button', { name: 'Change plan' }));
    expect(
      await screen.findByText('Your plan becomes Starter on 04/12/2026, when the next billing period starts.'),
    ).toBeInTheDocument();

    refuse = true;
    await userEvent.click(screen.getByRole('radio', { name: 'Starter' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change plan' }));
    await userEvent.click((await confirmDialog()).getByRole('button', { name: 'Change plan' }));
    expect(await screen.findByText('The package was not found.')).toBeInTheDocument();
  });

  it('saves the bank-transfer billing details to the organisation’s own id, with no card field anywhere', async () => {
    const fetch = renderPage(
      {
        [`POST ${paymentPath}`]: ({ body }) => okResponse({ ...(body as object), instructions: 'IBAN DE00 1234' }),
      },
      '/settings/organiztion?tab=payment',
    );

    expect(await screen.findByText('IBAN DE00 1234')).toBeInTheDocument();
    expect(screen.queryByLabelText(/card/i)).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Billing e-mail' }), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Save payment method' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(callsTo(fetch, `POST ${paymentPath}`)).toHaveLength(0);

    await userEvent.clear(screen.getByRole('textbox', { name: 'Billing e-mail' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Billing e-mail' }), 'billing@acme.example');
    await userEvent.type(screen.getByRole('textbox', { name: 'Billing address' }), '1 Main St');
    await userEvent.click(screen.getByRole('button', { name: 'Save payment method' }));

    expect(await screen.findByText('Payment method saved.')).toBeInTheDocument();
    expect(callsTo(fetch, `POST ${paymentPath}`)[0]?.body).toEqual({
      provider: 'manual',
      billingEmail: 'billing@acme.example',
      billingAddress: '1 Main St',
    });
  });

  it('offers to try again when the organisation cannot be loaded', async () => {
    let fail = true;
    renderPage({ [details]: () => (fail ? failureResponse(500, 'INTERNAL', '') : okResponse(organizationDetails())) });

    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await userEvent.click(retry);

    expect(await screen.findByRole('region', { name: 'Organization' })).toBeInTheDocument();
  });

  it('reads in Arabic, right to left: the heading, the plan in Arabic and its sections', async () => {
    await changeLanguage('ar');
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'إعدادات المؤسسة' })).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'المؤسسة' });
    expect(summary).toHaveTextContent('تجربة مجانية');
    expect(await screen.findByRole('radio', { name: 'الأعمال' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'الفواتير' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'تغيير الخطة' })).toBeInTheDocument());
  });
});
