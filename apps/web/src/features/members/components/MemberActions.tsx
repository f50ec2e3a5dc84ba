import { useDisclosure } from '@mantine/hooks';
import { type MemberListItem, type MemberStatus, memberStatuses, type RoleKey, roleKeys } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmDialog } from '../../../shared/dialogs/dialogs.tsx';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { notifyError, notifySuccess } from '../../../shared/notifications/notify.tsx';
import { lazyOnDemand } from '../../../shared/ui/lazy-on-demand.tsx';
import { ActionsMenu } from '../../../shared/ui/OnDemandMenu.tsx';
import { useChangeMemberRole, useChangeMemberStatus } from '../api/change-member.ts';
import { memberName } from './member-name.ts';

// Its dialogs (forms and their validation) load when first opened, not with the screen.
const AssignMembersModal = lazyOnDemand(() =>
  import('./AssignMembersModal.tsx').then((module) => module.AssignMembersModal),
);
const MemberEditModal = lazyOnDemand(() => import('./MemberEditModal.tsx').then((module) => module.MemberEditModal));

/**
 * Which role changes need a confirmation: making or unmaking an owner, and making an employee of a manager who
 * looks after members (that ends the assignments). Others happen at once.
 */
function roleChangeQuestion({ item, role }: { item: MemberListItem; role: RoleKey }) {
  if (role === 'owner') return 'toOwner';
  if (item.role === 'owner') return 'fromOwner';
  if (item.role === 'manager' && role === 'employee' && item.managedMemberIds.length > 0) return 'fromManager';
  return null;
}

type MemberActionsProps = {
  item: MemberListItem;
  /** The signed-in member's own row: nobody changes their own status. */
  isSelf: boolean;
  /** Worktrail.Members.Manage: without it the menu only leads to the member's timeline and dashboard. */
  mayManage: boolean;
};

/**
 * A member's row menu: their timeline and dashboard, another role (confirmed when it matters), another status
 * (always confirmed, saying what it does) and, for a manager, assigning members.
 */
export function MemberActions({ item, isSelf, mayManage }: MemberActionsProps) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const [assigning, assignModal] = useDisclosure(false);
  const [editing, editModal] = useDisclosure(false);
  const changeRole = useChangeMemberRole();
  const changeStatus = useChangeMemberStatus();
  const who = memberName(item);

  const toRole = async (role: RoleKey) => {
    const question = roleChangeQuestion({ item, role });
    if (question) {
      const confirmed = await confirmDialog({
        title: t(`members.role.${question}.title`),
        message: t(`members.role.${question}.message`, {
          who,
          role: t(`members.roles.${role}`),
          total: number(item.managedMemberIds.length),
        }),
        confirmLabel: t(`members.role.${question}.confirm`),
      });
      if (!confirmed) return;
    }
    changeRole.mutate(
      { memberId: item.id, role },
      {
        onSuccess: () => notifySuccess(t('members.role.done', { who, role: t(`members.roles.${role}`) })),
        onError: (error) => notifyError(error, t('members.errors.update')),
      },
    );
  };

  const toStatus = async (status: MemberStatus) => {
    const confirmed = await confirmDialog({
      title: t(`members.status.${status}.title`),
      message: t(`members.status.${status}.message`, { who }),
      confirmLabel: t(`members.status.${status}.confirm`),
      type: status === 'active' ? 'question' : 'warning',
    });
    if (!confirmed) return;
    changeStatus.mutate(
      { memberId: item.id, status },
      {
        onSuccess: () => notifySuccess(t(`members.status.${status}.done`, { who })),
        onError: (error) => notifyError(error, t('members.errors.update')),
      },
    );
  };

  return (
    <>
      {/* The menu's code comes with the first press of a row's button, not with the list. */}
      <ActionsMenu
        label={t('members.actions.menu', { who })}
        icon={<DotsIcon />}
        loading={changeRole.isPending || changeStatus.isPending}
        items={(Menu) => (
          <>
            <Menu.Item component={Link} to={`/timeline?member=${encodeURIComponent(item.id)}`}>
              {t('members.actions.timeline')}
            </Menu.Item>
            <Menu.Item component={Link} to={`/dashboard?member=${encodeURIComponent(item.id)}`}>
              {t('members.actions.dashboard')}
            </Menu.Item>
            {mayManage && (
              <>
                <Menu.Divider />
                <Menu.Item onClick={editModal.open}>{t('members.actions.edit')}</Menu.Item>
                <Menu.Divider />
                <Menu.Label>{t('members.actions.role')}</Menu.Label>
                {roleKeys
                  .filter((role) => role !== item.role)
                  .map((role) => (
                    <Menu.Item key={role} onClick={() => void toRole(role)}>
                      {t(`members.actions.make.${role}`)}
                    </Menu.Item>
                  ))}
                {item.role === 'manager' && (
                  <Menu.Item onClick={assignModal.open}>{t('members.actions.assign')}</Menu.Item>
                )}
              </>
            )}
            {mayManage && !isSelf && (
              <>
                <Menu.Divider />
                <Menu.Label>{t('members.actions.status')}</Menu.Label>
                {memberStatuses
                  .filter((status) => status !== item.status)
                  .map((status) => (
                    <Menu.Item
                      key={status}
                      color={status === 'deleted' ? 'red' : undefined}
                      onClick={() => void toStatus(status)}
                    >
                      {t(`members.actions.to.${status}`)}
                    </Menu.Item>
                  ))}
              </>
            )}
          </>
        )}
      />
      {assigning && <AssignMembersModal manager={item} onClose={assignModal.close} />}
      {editing && <MemberEditModal item={item} isSelf={isSelf} onClose={editModal.close} />}
    </>
  );
}

function DotsIcon() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <circle cx="5" cy="12" r="1.8" />
      <circle cx="12" cy="12" r="1.8" />
      <circle cx="19" cy="12" r="1.8" />
    </svg>
  );
}
