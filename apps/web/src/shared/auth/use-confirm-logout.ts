import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../dialogs/dialogs.tsx';
import { logout } from './logout.ts';

/** Signing out from a menu or a header: asks first, as a stray click must not end the session. */
export function useConfirmLogout(): () => Promise<void> {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return async () => {
    const confirmed = await confirmDialog({
      title: t('auth.logout.title'),
      message: t('auth.logout.message'),
      confirmLabel: t('auth.logout.confirm'),
      cancelLabel: t('auth.logout.cancel'),
    });
    if (confirmed) await logout({ queryClient });
  };
}
