import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerEndpoints, type ProjectListItem, projectEndpoints } from '@worktrail/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultDisplayPreferences, setDisplayPreferences } from '../../../shared/i18n/display-preferences.ts';
import { callsTo, okResponse, stubApi } from '../../../test/api.ts';
import { projectItem } from '../../../test/projects.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { ProjectFormModal } from './ProjectFormModal.tsx';

const create = `POST ${projectEndpoints.create.path}`;
const customers = `GET ${customerEndpoints.active.path}`;
const customerId = '0190f5f0-0000-7000-8000-0000000000c1';
const hermes = projectItem(3, { name: 'Hermes' });

function renderForm(project: ProjectListItem | null = null) {
  storeSession();
  const fetch = stubApi({
    [customers]: () => okResponse([{ id: customerId, name: 'Contoso' }]),
    [create]: () => okResponse(hermes),
  });
  let closed = 0;
  renderWithProviders(<ProjectFormModal project={project} onClose={() => closed++} />);
  return { fetch, closed: () => closed };
}

afterEach(() => setDisplayPreferences(defaultDisplayPreferences));

describe('ProjectFormModal dates', () => {
  it('shows a project’s dates in the chosen pattern, not ISO', async () => {
    setDisplayPreferences({ ...defaultDisplayPreferences, dateFormat: 'MM/DD/YYYY' });
    renderForm(hermes);
    const dialog = await screen.findByRole('dialog', { name: 'Edit project' });
    expect(within(dialog).getByLabelText(/Start date/)).toHaveValue('03/01/2025');
    expect(within(dialog).getByLabelText(/End date/)).toHaveValue('06/30/2025');
  });

  it('accepts dates typed in the chosen pattern (DD/MM/YYYY) and sends them as calendar dates', async () => {
    const { fetch } = renderForm();
    const dialog = await screen.findByRole('dialog', { name: 'Add project' });
    await userEvent.type(within(dialog).getByLabelText(/Project name/), 'Hermes');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Customer/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Contoso' }));
    const start = within(dialog).getByLabelText(/Start date/);
    await userEvent.type(start, '24/11/2026');
    await userEvent.tab();
    // Not cleared on leaving the field.
    expect(start).toHaveValue('24/11/2026');
    await userEvent.type(within(dialog).getByLabelText(/End date/), '31/12/2026');
    await userEvent.tab();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add project' }));
    await waitFor(() => expect(callsTo(fetch, create)).toHaveLength(1));
    expect(callsTo(fetch, create)[0]?.body).toMatchObject({ StartDate: '2026-11-24', EndDate: '2026-12-31' });
  }, 30_000);

  it('closes only the calendar on Escape, keeping the dialog and what was typed', async () => {
    const { closed } = renderForm();
    const dialog = await screen.findByRole('dialog', { name: 'Add project' });
    await userEvent.type(within(dialog).getByLabelText(/Project name/), 'Hermes');
    const start = within(dialog).getByLabelText(/Start date/);
    await userEvent.type(start, '24/11/2026');
    await userEvent.keyboard('{Escape}');
    expect(closed()).toBe(0);
    expect(start).toHaveValue('24/11/2026');
    expect(within(dialog).getByLabelText(/Project name/)).toHaveValue('Hermes');
    // With the calendar closed, Escape closes the dialog as usual.
    await userEvent.keyboard('{Escape}');
    expect(closed()).toBe(1);
  }, 30_000);
});
