import { Button, Popover, Select, Tooltip } from '@mantine/core';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterMount } from '../../../shared/ui/lazy-on-demand.tsx';
import type { TimerPicker } from './timer-picker.ts';

/**
 * A timer picker with its dropdown (Mantine's combobox and popover positioning): in its own chunk, fetched when a
 * picker's stand-in is first used. `autoFocus` takes the focus from the stand-in that was used, which opens it.
 */
export function PickerSelect({ picker, autoFocus }: { picker: TimerPicker; autoFocus: boolean }) {
  const { stacked, label } = picker;
  return (
    <Select
      size="xs"
      w={stacked ? undefined : picker.width}
      searchable
      clearable={picker.clearable}
      label={stacked ? label : undefined}
      aria-label={stacked ? undefined : label}
      placeholder={picker.placeholder}
      title={picker.title}
      description={picker.description}
      nothingFoundMessage={picker.nothingFoundMessage}
      data={picker.data}
      value={picker.value}
      // The remembered project stays chosen when picked again (changed, never unset); a task may be unset.
      allowDeselect={picker.clearable}
      disabled={picker.disabled}
      onChange={picker.onChange}
      autoFocus={autoFocus}
      // In the popover the pickers render in place: a portal would count as a click outside and close it.
      comboboxProps={{ withinPortal: !stacked }}
    />
  );
}

type TimerPopoverProps = {
  opened: boolean;
  onChange: (opened: boolean) => void;
  onToggle: () => void;
  blocked: boolean;
  children: ReactNode;
};

/** The narrow screen's "Start timer" button with the pickers and Start in a popover; fetched on its first click. */
export function TimerPopover({ opened, onChange, onToggle, blocked, children }: TimerPopoverProps) {
  const { t } = useTranslation();
  const mounted = useAfterMount();
  return (
    <Popover opened={mounted && opened} onChange={onChange} trapFocus returnFocus position="bottom" withArrow>
      <Popover.Target>
        {/* Opened by the click that fetched it: its button takes the focus, to have it back when it closes. */}
        <Button size="xs" onClick={onToggle} disabled={blocked} autoFocus={opened}>
          {t('timer.open')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>{children}</Popover.Dropdown>
    </Popover>
  );
}

/** The idle timer's note (why it cannot start) in full on hover, where the header cuts it short. */
export function NoteTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip label={label} withArrow>
      {children}
    </Tooltip>
  );
}
