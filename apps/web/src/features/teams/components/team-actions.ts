import type { TeamListItem } from '@worktrail/contract';
import { confirmDialog } from '../../../shared/dialogs/dialogs.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { notifyError, notifySuccess } from '../../../shared/notifications/notify.tsx';

/** Asks before deleting a team, then deletes it with a toast either way. */
export async function confirmAndDelete({
  team,
  remove,
}: {
  team: Pick<TeamListItem, 'id' | 'name'>;
  remove: (input: { teamId: string }) => Promise<unknown>;
}): Promise<boolean> {
  const confirmed = await confirmDialog({
    title: i18n.t('teams.confirm.deleteTitle'),
    message: i18n.t('teams.confirm.delete', { name: team.name }),
    confirmLabel: i18n.t('teams.confirm.deleteButton'),
    type: 'error',
  });
  if (!confirmed) return false;
  try {
    await remove({ teamId: team.id });
    notifySuccess(i18n.t('teams.confirm.deleted', { name: team.name }));
    return true;
  } catch (error) {
    notifyError(error, i18n.t('teams.errors.update'));
    return false;
  }
}
