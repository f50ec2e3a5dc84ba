import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';

/** Each test starts before any field was used: the kits are fetched once per page, so the module is fresh. */
async function freshFields() {
  vi.resetModules();
  return import('./on-demand-fields.tsx');
}

const members = [
  { value: 'ada', label: 'Ada Lovelace' },
  { value: 'bob', label: 'Bob Builder' },
];

describe('fields whose dropdown loads on first use', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  it('draws a select closed with its chosen label, then opens it on the first click with the focus in it', async () => {
    const { OnDemandSelect } = await freshFields();
    const onChange = vi.fn();
    renderWithProviders(<OnDemandSelect label="Member" data={members} value="ada" onChange={onChange} />);

    const closed = screen.getByRole('combobox', { name: 'Member' });
    expect(closed).toHaveValue('Ada Lovelace');
    expect(closed).toHaveAttribute('readonly');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await userEvent.click(closed);
    await userEvent.click(await screen.findByRole('option', { name: 'Bob Builder' }));
    expect(onChange).toHaveBeenCalledWith('bob', expect.objectContaining({ value: 'bob' }));
    expect(screen.getByRole('combobox', { name: 'Member' })).toHaveFocus();
  });

  it('shows each chosen label of a multi-select, and opens it from the keyboard', async () => {
    const { OnDemandMultiSelect } = await freshFields();
    renderWithProviders(<OnDemandMultiSelect label="Members" data={members} value={['ada', 'bob']} searchable />);

    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Bob Builder')).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: 'Members' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Members' })).toHaveFocus());
  });

  it('does not take the focus back when the field was left before its dropdown came', async () => {
    const { OnDemandSelect } = await freshFields();
    renderWithProviders(
      <>
        <OnDemandSelect label="Member" data={members} value={null} />
        <button type="button">Elsewhere</button>
      </>,
    );
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    // Once the dropdown's code is there, the real select has replaced the closed one, without the focus.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Member' })).not.toHaveAttribute('aria-busy'));
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('keeps a date typed before the calendar came, in the chosen pattern, and takes only real dates in bounds', async () => {
    const { OnDemandDateInput } = await freshFields();
    function Field() {
      const [value, setValue] = useState<string | null>('2026-03-05');
      return (
        <>
          <OnDemandDateInput label="From date" value={value} onChange={setValue} />
          <output>{value ?? 'none'}</output>
        </>
      );
    }
    renderWithProviders(<Field />);

    const field = screen.getByRole('textbox', { name: 'From date' });
    expect(field).toHaveValue('05/03/2026');
    await userEvent.clear(field);
    await userEvent.paste('01/03/2026');
    expect(screen.getByRole('status')).toHaveTextContent('2026-03-01');
    await userEvent.tab();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'From date' })).toHaveValue('01/03/2026'));

    // The real field now: a date the server does not accept is refused, and the field shows the last good one.
    const real = screen.getByRole('textbox', { name: 'From date' });
    await userEvent.clear(real);
    await userEvent.paste('31/02/2026');
    await userEvent.tab();
    expect(screen.getByRole('status')).toHaveTextContent('2026-03-01');
  });
});
