import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { invitationEndpoints, type RoleKey } from '@worktrail/contract';
import { describe, expect, it, vi } from 'vitest';
import { persistPermissions } from '../../../shared/permissions/persisted-permissions.ts';
import { callsTo, failureResponse, okResponse, stubApi } from '../../../test/api.ts';
import { permissionsOf } from '../../../test/permissions.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { InviteByEmail } from './InviteByEmail.tsx';

// Counts the fetches of the address rules (the contract's, with zod), which the screen leaves for the form's first use.
const rulesFetched = vi.hoisted(() => vi.fn());
vi.mock('./invite-rules.ts', async (importOriginal) => {
  rulesFetched();
  return importOriginal();
});

function renderAs(role: RoleKey, send = () => okResponse({ invited: [], skipped: [] })) {
  storeSession();
  // The map loaded at sign-in, as the app keeps it.
  persistPermissions('user-1', permissionsOf(role));
  const fetch = stubApi({ [`POST ${invitationEndpoints.send.path}`]: send });
  renderWithProviders(<InviteByEmail />);
  return fetch;
}

const field = () => screen.getByLabelText('Email addresses');
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send invitations' }));

describe('InviteByEmail', () => {
  // First in this file: the rules are fetched once, and stay for the tests after it.
  it('fetches the address rules when the form is first used, not with the screen', async () => {
    renderAs('owner');
    expect(rulesFetched).not.toHaveBeenCalled();

    await userEvent.click(field());

    await waitFor(() => expect(rulesFetched).toHaveBeenCalledTimes(1));
  });

  it('turns an address into a chip on Enter or comma, and removes it with its button', async () => {
    renderAs('owner');

    await userEvent.type(field(), 'ada@example.com{Enter}bob@example.com,');

    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('bob@example.com')).toBeInTheDocument();
    expect(field()).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Remove ada@example.com' }));
    expect(screen.queryByText('ada@example.com')).not.toBeInTheDocument();
  });

  it('keeps the typed text where it is while Send is pressed with the mouse, so the button does not move', async () => {
    const fetch = renderAs('owner');
    await userEvent.type(field(), 'ada@example.com bob@example.com');
    const button = screen.getByRole('button', { name: 'Send invitations' });

    await userEvent.pointer({ keys: '[MouseLeft>]', target: button });
    expect(field()).toHaveFocus();
    expect(field()).toHaveValue('ada@example.com bob@example.com');
    expect(screen.queryByRole('button', { name: 'Remove ada@example.com' })).not.toBeInTheDocument();
    await userEvent.pointer({ keys: '[/MouseLeft]', target: button });
    await send();

    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(callsTo(fetch, `POST ${invitationEndpoints.send.path}`)[0]?.body).toMatchObject({
      emails: ['ada@example.com', 'bob@example.com'],
    });
  });

  it('splits a pasted list into chips', async () => {
    renderAs('owner');

    await userEvent.click(field());
    await userEvent.paste('ada@example.com; bob@example.com\ncy@example.com');

    for (const email of ['ada@example.com', 'bob@example.com', 'cy@example.com']) {
      expect(screen.getByText(email)).toBeInTheDocument();
    }
  });

  it('marks a malformed and a repeated address on their chips as they are added', async () => {
    renderAs('owner');

    await userEvent.type(field(), 'ada@example.com,nope,ADA@example.com,');

    expect(screen.getByText('nope: Invalid email format')).toBeInTheDocument();
    expect(screen.getByText('ADA@example.com: This email has already been added')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for at least one email when sent empty', async () => {
    const fetch = renderAs('owner');

    await send();

    expect(await screen.findByText('Please enter at least one email')).toBeInTheDocument();
    expect(callsTo(fetch, `POST ${invitationEndpoints.send.path}`)).toHaveLength(0);
  });

  it('asks to correct the emails before sending when any is invalid', async () => {
    const fetch = renderAs('owner');

    await userEvent.type(field(), 'ada@example.com,nope,');
    await send();

    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the emails before sending');
    expect(callsTo(fetch, `POST ${invitationEndpoints.send.path}`)).toHaveLength(0);
  });

  it('sends the list (text still typed included) and reports who was invited and who already is a member', async () => {
    const fetch = renderAs('owner', () =>
      okResponse({
        invited: [{ id: 'i1', email: 'ada@example.com' }],
        skipped: [{ email: 'bob@example.com', reason: 'already-member' }],
      }),
    );

    await userEvent.type(field(), 'ada@example.com,bob@example.com');
    await send();

    const result = await screen.findByRole('status');
    expect(within(result).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(result).getByText('Already members, not invited (1):')).toBeInTheDocument();
    expect(await screen.findByText('Invitations sent: 1')).toBeInTheDocument();
    expect(callsTo(fetch, `POST ${invitationEndpoints.send.path}`)[0]?.body).toEqual({
      emails: ['ada@example.com', 'bob@example.com'],
      role: 'employee',
      language: 'en',
    });
    expect(screen.queryByRole('button', { name: 'Remove ada@example.com' })).not.toBeInTheDocument();
  });

  it("puts the server's per-address errors on the chips", async () => {
    renderAs('owner', () =>
      failureResponse(400, 'VALIDATION', 'Invalid request', {
        errors: [{ field: 'emails.0', message: 'This email has already been added' }],
      }),
    );

    await userEvent.type(field(), 'ada@example.com,');
    await send();

    expect(await screen.findByText('ada@example.com: This email has already been added')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the emails before sending');
  });

  it("shows the server's refusal and keeps the addresses", async () => {
    renderAs('owner', () => failureResponse(403, 'FORBIDDEN', 'You may invite employees only.'));

    await userEvent.type(field(), 'ada@example.com,');
    await send();

    expect(await screen.findByRole('alert')).toHaveTextContent('You may invite employees only.');
    expect(screen.getByRole('button', { name: 'Remove ada@example.com' })).toBeInTheDocument();
  });

  it('offers the manager role only to those who may manage members', () => {
    renderAs('owner');

    expect(within(screen.getByLabelText('Role')).getByRole('option', { name: 'Manager' })).toBeInTheDocument();
  });

  it('lets a manager invite employees only', () => {
    renderAs('manager');
    const role = screen.getByLabelText('Role');

    expect(within(role).getByRole('option', { name: 'Employee' })).toBeInTheDocument();
    expect(within(role).queryByRole('option', { name: 'Manager' })).not.toBeInTheDocument();
  });
});
