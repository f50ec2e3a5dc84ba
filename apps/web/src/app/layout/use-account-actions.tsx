import { useDisclosure } from '@mantine/hooks';
import { permissions } from '@worktrail/contract';
import { type ReactNode, Suspense } from 'react';
import { useConfirmLogout } from '../../shared/auth/use-confirm-logout.ts';
import { useLocalAccounts } from '../../shared/config/public-config.ts';
import { usePermission } from '../../shared/permissions/use-permission.ts';
import { lazyFeature } from '../lazy-feature.ts';

// The modal and its form rules load when it is first opened.
const ChangePasswordModal = lazyFeature(
  'profile',
  () => import('../../features/profile/components/ChangePasswordModal.tsx'),
  'ChangePasswordModal',
);

/** Where the Support entry of the account menus leads: the organisation's tickets. */
export const supportPath = '/support/tickets';

export type AccountActions = {
  /** The user may invite members: Invite team is offered. */
  mayInvite: boolean;
  /** The user may open support tickets: Support is offered. */
  maySupport: boolean;
  /** The user may record with the tracker agent: Connect a tracker is offered. */
  mayTrack: boolean;
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
  const mayInvite = usePermission(permissions.members.invite);
  const maySupport = usePermission(permissions.support.read);
  const mayTrack = usePermission(permissions.tracker.read);
  // With an external identity provider, passwords are changed there (not offered until the config is known).
  const mayChangePassword = useLocalAccounts() === true;
  const [changingPassword, passwordModal] = useDisclosure(false);

  const confirmLogout = useConfirmLogout();

  const modals = changingPassword ? (
    <Suspense fallback={null}>
      <ChangePasswordModal opened onClose={passwordModal.close} />
    </Suspense>
  ) : null;

  return {
    mayInvite,
    maySupport,
    mayTrack,
    mayChangePassword,
    changePassword: passwordModal.open,
    confirmLogout,
    modals,
  };
}
