import { TextInput, type TextInputProps, UnstyledButton } from '@mantine/core';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import classes from './feature-settings.module.css';

type BoundedNumberInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'min' | 'max'> & {
  value: number | null;
  min: number;
  max: number;
  /** A whole number within the bounds; an emptied field is 0, as before. */
  onChange: (value: number) => void;
};

const digitsOnly = /^\d*$/;

/**
 * A whole number between two bounds, typed or stepped with the arrow keys and the small arrows beside it. It does
 * what Mantine's NumberInput did here (no decimals, no minus, nothing outside the bounds can be typed) without its
 * formatting library, about 8 KB every settings screen would otherwise fetch.
 */
export function BoundedNumberInput({ value, min, max, onChange, disabled, ...props }: BoundedNumberInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  // What is typed, while the field has the focus: an emptied field shows empty, not the 0 it stands for.
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed ?? (value === null ? '' : String(value));

  const type = (text: string) => {
    if (!digitsOnly.test(text)) return;
    const next = text === '' ? null : Number(text);
    // Like the strict bounds before: a number outside them is not taken.
    if (next !== null && (next < min || next > max)) return;
    setTyped(text);
    onChange(next ?? 0);
  };
  const step = (by: 1 | -1) => {
    const next = Math.min(max, Math.max(min, (value ?? 0) + by));
    setTyped(null);
    onChange(next);
  };
  const stepKeys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    step(event.key === 'ArrowUp' ? 1 : -1);
  };
  // The arrows keep the focus in the field (they are for the mouse; the keys do the same).
  const press = (event: PointerEvent<HTMLButtonElement>, by: 1 | -1) => {
    event.preventDefault();
    inputRef.current?.focus();
    step(by);
  };

  return (
    <TextInput
      {...props}
      ref={inputRef}
      inputMode="numeric"
      autoComplete="off"
      value={shown}
      disabled={disabled}
      onChange={(event) => type(event.currentTarget.value)}
      onKeyDown={stepKeys}
      onBlur={() => setTyped(null)}
      rightSectionWidth="calc(1.5rem * var(--mantine-scale))"
      rightSectionPointerEvents={disabled ? 'none' : undefined}
      rightSection={
        <div className={classes.steps}>
          <UnstyledButton
            className={classes.step}
            tabIndex={-1}
            aria-hidden
            disabled={disabled || (value ?? 0) >= max}
            onMouseDown={(event) => event.preventDefault()}
            onPointerDown={(event) => press(event, 1)}
          >
            <StepChevron up />
          </UnstyledButton>
          <UnstyledButton
            className={classes.step}
            tabIndex={-1}
            aria-hidden
            disabled={disabled || (value ?? 0) <= min}
            onMouseDown={(event) => event.preventDefault()}
            onPointerDown={(event) => press(event, -1)}
          >
            <StepChevron />
          </UnstyledButton>
        </div>
      }
    />
  );
}

function StepChevron({ up = false }: { up?: boolean }) {
  return (
    <svg className={up ? classes.up : undefined} viewBox="0 0 15 15" aria-hidden="true" focusable="false">
      <path
        d="M3.135 6.158a.5.5 0 0 1 .707-.023L7.5 9.565l3.658-3.43a.5.5 0 0 1 .684.73l-4 3.75a.5.5 0 0 1-.684 0l-4-3.75a.5.5 0 0 1-.023-.707Z"
        fill="currentColor"
      />
    </svg>
  );
}
