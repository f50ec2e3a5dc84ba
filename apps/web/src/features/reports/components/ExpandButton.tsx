import { UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './reports.module.css';

type ExpandButtonProps = {
  expanded: boolean;
  onToggle: () => void;
  /** What the button says to a screen reader ("Show the members of Website"). */
  label: string;
  children: ReactNode;
};

/** The name cell of a row with child rows: a button that shows or hides them, its state said by aria-expanded. */
export function ExpandButton({ expanded, onToggle, label, children }: ExpandButtonProps) {
  return (
    <UnstyledButton
      onClick={onToggle}
      aria-expanded={expanded}
      aria-label={label}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
    >
      <svg
        className={classes.chevron}
        data-expanded={expanded || undefined}
        width={14}
        height={14}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        aria-hidden="true"
        focusable="false"
      >
        <path d="M9 6l6 6-6 6" />
      </svg>
      {children}
    </UnstyledButton>
  );
}
