import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberEndpoints, teamEndpoints, teamMessages } from '@worktrail/contract';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, failureResponse, okResponse, stubApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { CreateTeamModal } from './CreateTeamModal.tsx';

const id = (n: number) => `0198c1f0-0000-7000-8000-${String(n).padStart(12, '0')}`;
const create = `POST ${teamEndpoints.create.path}`;
const member = (n: number, name: string) => ({
  id: id(n),
  name,
  email: `${name.toLowerCase()}@example.com`,
  role: 'employee',
  status: 'active',
});
const team = (name: string) => ({
  id: id(90),
  name,
  status: 'active',
  memberCount: 2,
  projectCount: 1,
  leaders: [],
  concurrencyStamp: id(91),
  createdAt: '2026-01-20T10:00:00.000Z',
  members: [],
  projects: [],
});

function renderModal(handlers: Parameters<typeof stubApi>[0] = {}) {
  storeSession();
  const fetch = stubApi({
    [`GET ${memberEndpoints.inTenant.path}`]: () =>
      okResponse({ membersInTenant: [member(1, 'Grace'), member(2, 'Bob')], memberCount: 2 }),
    [`GET ${teamEndpoints.projectOptions.path}`]: () => okResponse([{ id: id(50), name: 'Apollo' }]),
    [create]: ({ body }) => okResponse(team((body as { name: string }).name)),
    ...handlers,
  });
  const onClose = vi.fn();
  renderWithProviders(<CreateTeamModal onClose={onClose} />);
  return { fetch, onClose };
}

/** Picks an option of a Mantine MultiSelect by the select's label. */
async function pick(label: string, option: string) {
  await userEvent.click(screen.getByLabelText(label, { selector: 'input:not([type=hidden])' }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
  // Closes the dropdown by moving on, as a person would (Escape would close the modal too).
  await userEvent.click(screen.getByRole('textbox', { name: 'Team name' }));
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create' }));

describe('CreateTeamModal', () => {
  it('creates a team with a leader, a member and a project, then closes with a toast', async () => {
    const { fetch, onClose } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Create team' });

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Team name' }), 'Platform');
    await pick('Leaders', 'Grace');
    await pick('Members', 'Bob');
    await pick('Projects', 'Apollo');
    await submit();

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(callsTo(fetch, create)[0]?.body).toEqual({
      name: 'Platform',
      leaderIds: [id(1)],
      memberIds: [id(2)],
      projectIds: [id(50)],
    });
    expect(await screen.findByText('The team “Platform” was created.')).toBeInTheDocument();
  });

  it('does not offer a leader again as a member', async () => {
    renderModal();
    await screen.findByRole('dialog', { name: 'Create team' });
    await pick('Leaders', 'Grace');
    await userEvent.click(screen.getByLabelText('Members', { selector: 'input:not([type=hidden])' }));
    expect(await screen.findByRole('option', { name: 'Bob' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Grace' })).not.toBeInTheDocument();
  });

  it('requires a name and sends nothing without one', async () => {
    const { fetch, onClose } = renderModal();
    await screen.findByRole('dialog', { name: 'Create team' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Team name' }), '   ');
    await submit();

    expect(await screen.findByText(teamMessages.nameRequired)).toBeInTheDocument();
    expect(callsTo(fetch, create)).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses a name over 100 characters', async () => {
    const { fetch } = renderModal();
    await screen.findByRole('dialog', { name: 'Create team' });
    await userEvent.click(screen.getByRole('textbox', { name: 'Team name' }));
    await userEvent.paste('x'.repeat(101));
    await submit();

    expect(await screen.findByText(teamMessages.nameTooLong)).toBeInTheDocument();
    expect(callsTo(fetch, create)).toHaveLength(0);
  });

  it('shows a taken name beside the name field and stays open', async () => {
    const { onClose } = renderModal({
      [create]: () => failureResponse(409, 'ALREADY_EXISTS', teamMessages.alreadyExists),
    });
    await screen.findByRole('dialog', { name: 'Create team' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Team name' }), 'Design');
    await submit();

    expect(await screen.findByText(teamMessages.alreadyExists)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Team name' })).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });
});
