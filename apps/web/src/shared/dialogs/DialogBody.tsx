import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { timings } from '@worktrail/contract';
import { useEffect, useRef } from 'react';
import { StatusIcon, type StatusType } from '../ui/StatusIcon.tsx';

const iconColor: Record<StatusType, string> = {
  success: 'green',
  error: 'red',
  warning: 'orange',
  info: 'blue',
  question: 'gray',
};

type DialogBodyProps = {
  type: StatusType;
  message: string;
  confirmLabel: string;
  /** Omitted for an alert, which has only the confirm (OK) button. */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Dismisses the dialog by itself after this many milliseconds. */
  timerMs?: number;
};

/** The content of an alert or confirm dialog (§4): icon, message and buttons; focuses confirm after 100 ms (§9). */
export function DialogBody({
  type,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  timerMs,
}: DialogBodyProps) {
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const focus = window.setTimeout(() => confirmRef.current?.focus(), timings.dialogConfirmFocusMs);
    return () => window.clearTimeout(focus);
  }, []);

  useEffect(() => {
    if (timerMs === undefined) return;
    const dismiss = window.setTimeout(onCancel, timerMs);
    return () => window.clearTimeout(dismiss);
  }, [timerMs, onCancel]);

  return (
    <Stack gap="lg">
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon color={iconColor[type]} variant="light" radius="xl" size="lg">
          <StatusIcon type={type} />
        </ThemeIcon>
        <Text>{message}</Text>
      </Group>
      <Group justify="flex-end">
        {cancelLabel && (
          <Button variant="default" onClick={onCancel}>
            {cancelLabel}
          </Button>
        )}
        <Button ref={confirmRef} color={type === 'error' ? 'red' : undefined} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}
