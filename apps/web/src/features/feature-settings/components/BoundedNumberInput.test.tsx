import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { BoundedNumberInput } from './BoundedNumberInput.tsx';

/** The field with its value kept as a settings form keeps it; every value it reports is noted. */
function renderField({ value = 6, min = 1, max = 60 } = {}) {
  const reported: number[] = [];
  function Field() {
    const [current, setCurrent] = useState(value);
    return (
      <BoundedNumberInput
        label="Screenshots per hour"
        value={current}
        min={min}
        max={max}
        onChange={(next) => {
          reported.push(next);
          setCurrent(next);
        }}
      />
    );
  }
  renderWithProviders(<Field />);
  return { field: screen.getByRole('textbox', { name: 'Screenshots per hour' }), reported };
}

describe('BoundedNumberInput', () => {
  it('takes whole numbers within the bounds and nothing else, as the strict number field did', async () => {
    const { field, reported } = renderField();
    expect(field).toHaveAttribute('inputmode', 'numeric');
    await userEvent.clear(field);
    // An emptied field stands for 0, and shows empty while it is being typed in.
    expect(field).toHaveValue('');
    expect(reported.at(-1)).toBe(0);
    await userEvent.type(field, '0-1.5x2');
    // "0" is under the minimum, "-", "." and "x" are not digits: only "1", "5" and then "2" (152 > 60) are tried.
    expect(field).toHaveValue('15');
    expect(reported.at(-1)).toBe(15);
  });

  it('steps with the arrow keys, within the bounds', async () => {
    const { field, reported } = renderField({ value: 59 });
    await userEvent.click(field);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(field).toHaveValue('60');
    expect(reported).toEqual([60, 60]);
    await userEvent.keyboard('{ArrowDown}');
    expect(field).toHaveValue('59');
  });

  it('shows the value again when an emptied field is left', async () => {
    const { field } = renderField({ value: 5, min: 0, max: 120 });
    await userEvent.clear(field);
    await userEvent.tab();
    expect(field).toHaveValue('0');
  });
});
