import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountEndpoints } from '@worktrail/contract';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSessionForOrganisation } from '../../../shared/auth/refresh-session.ts';
import { startSignIn } from '../../../shared/auth/sign-in.ts';
import { callsTo, failureResponse, okResponse, stubApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeAccessToken, storeSession } from '../../../test/tokens.ts';
import { BusinessSignUpForm } from './BusinessSignUpForm.tsx';

vi.mock('../../../shared/auth/refresh-session.ts', () => ({ refreshSessionForOrganisation: vi.fn() }));
vi.mock('../../../shared/auth/sign-in.ts', () => ({ startSignIn: vi.fn() }));

const user = {
  userId: 'user-1',
  email: 'ada@example.com',
  firstName: '',
  lastName: '',
  tenantId: 'tenant-9',
  issuer: '',
};

beforeEach(() => {
  storeSession({ accessToken: makeAccessToken({ tenantid: undefined }) });
  vi.mocked(refreshSessionForOrganisation).mockResolvedValue(user);
  vi.mocked(startSignIn).mockResolvedValue(undefined);
});

const renderForm = () =>
  renderWithProviders(
    <Routes>
      <Route path="/account/business-sign-up" element={<BusinessSignUpForm />} />
      <Route path="/account/invite-team" element={<p>invite team</p>} />
    </Routes>,
    { route: '/account/business-sign-up' },
  );

async function fill() {
  await userEvent.selectOptions(screen.getByLabelText('Industry'), 'Software and IT');
  await userEvent.type(screen.getByLabelText('Organization name'), '  Acme ');
  await userEvent.selectOptions(screen.getByLabelText('Team size'), '11-50 people');
}

describe('BusinessSignUpForm', () => {
  it('asks for the industry, the name and the team size before calling the server', async () => {
    const fetch = stubApi({});
    renderForm();

    await userEvent.type(screen.getByLabelText('Organization name'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Create organization' }));

    expect(await screen.findByText('Choose your industry')).toBeInTheDocument();
    expect(screen.getByText("Enter your organization's name (up to 100 characters)")).toBeInTheDocument();
    expect(screen.getByText('Choose your team size')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('creates the organisation, renews the session for its tenantid, then opens Invite team', async () => {
    const fetch = stubApi({
      [`POST ${accountEndpoints.businessSignUp.path}`]: () =>
        okResponse({ tenantId: 'tenant-9', organizationName: 'Acme' }),
    });
    renderForm();

    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Create organization' }));

    expect(await screen.findByText('invite team')).toBeInTheDocument();
    expect(refreshSessionForOrganisation).toHaveBeenCalledTimes(1);
    const [call] = callsTo(fetch, `POST ${accountEndpoints.businessSignUp.path}`);
    expect(call?.body).toEqual({ industry: 'softwareIt', organizationName: 'Acme', teamSize: '11-50' });
    expect(call?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('signs in again when the session cannot be renewed, coming back to Invite team', async () => {
    stubApi({
      [`POST ${accountEndpoints.businessSignUp.path}`]: () =>
        okResponse({ tenantId: 'tenant-9', organizationName: 'Acme' }),
    });
    vi.mocked(refreshSessionForOrganisation).mockRejectedValue(new Error('refresh refused'));
    renderForm();

    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Create organization' }));

    await vi.waitFor(() => expect(startSignIn).toHaveBeenCalledWith('/account/invite-team'));
  });

  it("shows the server's message and keeps the answers", async () => {
    stubApi({
      [`POST ${accountEndpoints.businessSignUp.path}`]: () =>
        failureResponse(500, 'INTERNAL', 'An unexpected error occurred.'),
    });
    renderForm();

    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Create organization' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred.');
    expect(screen.getByLabelText('Organization name')).toHaveValue('  Acme ');
    expect(refreshSessionForOrganisation).not.toHaveBeenCalled();
  });
});
