import { modals } from '@mantine/modals';
import { stackedModalZIndex, timings } from '@worktrail/contract';
import { i18n } from '../i18n/i18n.ts';
import type { StatusType } from '../ui/StatusIcon.tsx';
import { requestUiHosts } from '../ui-hosts/ui-hosts-request.ts';
import { DialogBody } from './DialogBody.tsx';

type DialogOptions = {
  title: string;
  message: string;
  type?: StatusType;
  confirmLabel?: string;
  /** When false, a backdrop click or Escape does not dismiss the dialog. */
  dismissable?: boolean;
  /** Dismisses the dialog by itself after this many milliseconds. */
  timerMs?: number;
};

let nextDialogId = 0;

async function openDialog(options: DialogOptions & { type: StatusType; cancelLabel?: string }): Promise<boolean> {
  const modalId = `worktrail-dialog-${++nextDialogId}`;
  const dismissable = options.dismissable ?? true;
  await requestUiHosts();
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: boolean) => {
      if (settled) return;
      settled = true;
      resolve(answer);
      modals.close(modalId);
    };
    const cancel = () => settle(false);
    modals.open({
      modalId,
      title: options.title,
      withCloseButton: false,
      centered: true,
      zIndex: stackedModalZIndex,
      closeOnClickOutside: dismissable,
      closeOnEscape: dismissable,
      transitionProps: { exitDuration: timings.dialogCloseMs },
      overlayProps: {
        transitionProps: { enterDelay: timings.dialogBackdropMs, exitDuration: timings.dialogCloseMs },
      },
      onClose: cancel,
      children: (
        <DialogBody
          type={options.type}
          message={options.message}
          confirmLabel={options.confirmLabel ?? i18n.t('dialog.ok')}
          cancelLabel={options.cancelLabel}
          onConfirm={() => settle(true)}
          onCancel={cancel}
          timerMs={options.timerMs}
        />
      ),
    });
  });
}

/** An alert (§4): icon, title, message and OK; resolves when it closes. */
export async function alertDialog(options: DialogOptions): Promise<void> {
  await openDialog({ type: 'info', ...options });
}

/** A confirm dialog (§4, default type warning): resolves true on confirm, false on cancel or dismissal. */
export function confirmDialog(options: DialogOptions & { cancelLabel?: string }): Promise<boolean> {
  return openDialog({ type: 'warning', cancelLabel: i18n.t('dialog.cancel'), ...options });
}
