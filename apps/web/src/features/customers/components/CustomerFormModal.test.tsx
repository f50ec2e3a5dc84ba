import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CustomerListItem, customerEndpoints, customerMessages } from '@worktrail/contract';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, failureResponse, okResponse, stubApi } from '../../../test/api.ts';
import { customerItem } from '../../../test/customers.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { CustomerFormModal } from './CustomerFormModal.tsx';

const save = `POST ${customerEndpoints.createOrUpdate.path}`;
const update = `POST ${customerEndpoints.update.path}`;

const saved = (body: unknown): CustomerListItem => customerItem(1, { name: 'Contoso', ...(body as object) });

function renderForm({
  customer = null as CustomerListItem | null,
  handlers = {} as Parameters<typeof stubApi>[0],
} = {}) {
  storeSession();
  const fetch = stubApi({ [save]: ({ body }) => okResponse(saved(body)), ...handlers });
  const onClose = vi.fn();
  renderWithProviders(<CustomerFormModal customer={customer} onClose={onClose} />);
  return { fetch, onClose };
}

const dialog = (name = 'Add customer') => screen.findByRole('dialog', { name });

describe('CustomerFormModal', () => {
  it('requires a name before sending anything', async () => {
    const { fetch } = renderForm();
    const form = await dialog();
    await userEvent.type(within(form).getByLabelText(/Customer name/), '   ');
    await userEvent.click(within(form).getByRole('button', { name: 'Add customer' }));
    expect(await within(form).findByText('Customer name is required.')).toBeInTheDocument();
    expect(callsTo(fetch, save)).toHaveLength(0);
  });

  it('refuses a name over 200 characters and a note over 2000', async () => {
    const { fetch } = renderForm();
    const form = await dialog();
    const name = within(form).getByLabelText(/Customer name/);
    await userEvent.click(name);
    await userEvent.paste('n'.repeat(201));
    await userEvent.click(within(form).getByLabelText('Note'));
    await userEvent.paste('x'.repeat(2001));
    await userEvent.click(within(form).getByRole('button', { name: 'Add customer' }));
    expect(await within(form).findByText(customerMessages.nameTooLong)).toBeInTheDocument();
    expect(within(form).getByText(customerMessages.noteTooLong)).toBeInTheDocument();
    expect(callsTo(fetch, save)).toHaveLength(0);
  });

  it('adds a customer with a trimmed name, note and status, then closes with a toast', async () => {
    const { fetch, onClose } = renderForm();
    const form = await dialog();
    await userEvent.type(within(form).getByLabelText(/Customer name/), '  Contoso  ');
    await userEvent.type(within(form).getByLabelText('Note'), 'Key account');
    await userEvent.selectOptions(within(form).getByLabelText('Status'), 'inactive');
    await userEvent.click(within(form).getByRole('button', { name: 'Add customer' }));

    expect(await screen.findByText('Customer Contoso was added.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(callsTo(fetch, save)[0]?.body).toEqual({ name: 'Contoso', note: 'Key account', status: 'inactive' });
  });

  it('shows a taken name beside the field and keeps the form open', async () => {
    const { onClose } = renderForm({
      handlers: { [save]: () => failureResponse(409, 'ALREADY_EXISTS', customerMessages.alreadyExists) },
    });
    const form = await dialog();
    await userEvent.type(within(form).getByLabelText(/Customer name/), 'Contoso');
    await userEvent.click(within(form).getByRole('button', { name: 'Add customer' }));
    expect(await within(form).findByText(customerMessages.alreadyExists)).toBeInTheDocument();
    expect(within(form).getByLabelText(/Customer name/)).toHaveAccessibleDescription(customerMessages.alreadyExists);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('falls back to "Failed to update customer" when an update fails without a reason', async () => {
    const customer = saved({ name: 'Contoso' });
    const { onClose } = renderForm({ customer, handlers: { [update]: () => failureResponse(500, 'INTERNAL', '') } });
    const form = await dialog('Edit customer');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Failed to update customer');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('falls back to "Something Went Wrong, Please Try again" when adding fails without a reason', async () => {
    renderForm({ handlers: { [save]: () => failureResponse(500, 'INTERNAL', '') } });
    const form = await dialog();
    await userEvent.type(within(form).getByLabelText(/Customer name/), 'Contoso');
    await userEvent.click(within(form).getByRole('button', { name: 'Add customer' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent('Something Went Wrong, Please Try again'),
    );
  });
});
