import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { permissions } from '@worktrail/contract';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { logout } from '../../shared/auth/logout.ts';
import { useLocalAccounts } from '../../shared/config/public-config.ts';
import { confirmDialog } from '../../shared/dialogs/dialogs.tsx';
import { usePermission } from '../../shared/permissions/use-permission.ts';
import { lazyFeature } from '../lazy-feature.ts';

// The modal and its form rules load when it is first opened.
const ChangePasswordModal = lazyFeature(
  'profile',
  () => import('../../features/profile/components/ChangePasswordModal.tsx'),
  'ChangePasswordModal',
);

export type AccountActions = {
  /** The user may invite members: Invite team is offered. */
  mayInvite: boolean;
  /** Accounts are local (no external identity provider): Change password is offered. */
  mayChangePassword: boolean;
  changePassword: () => void;
  /** Asks for confirmation, then logs out. */
  confirmLogout: () => Promise<void>;
  /** The change-password modal while it is open; render it beside the actions. */
  modals: ReactNode;
};

/** What the account actions offer and do, shared by the header's user menu and the phone's burger menu (§2). */
export function useAccountActions(): AccountActions {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mayInvite = usePermission(permissions.members.invite);
  // With an external identity provider, passwords are changed there (not offered until the config is known).
  const mayChangePassword = useLocalAccounts() === true;
  const [changingPassword, passwordModal] = useDisclosure(false);

  const confirmLogout = async () => {
    const confirmed = await confirmDialog({
      title: t('auth.logout.title'),
      message: t('auth.logout.message'),
      confirmLabel: t('auth.logout.confirm'),
      cancelLabel: t('auth.logout.cancel'),
    });
    if (confirmed) await logout({ queryClient });
  };

  const modals = changingPassword ? (
    <Suspense fallback={null}>
      <ChangePasswordModal opened onClose={passwordModal.close} />
    </Suspense>
  ) : null;

  return { mayInvite, mayChangePassword, changePassword: passwordModal.open, confirmLogout, modals };
}
