import { Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import type { MemberListItem } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { useMembersById } from '../../../shared/members/api/member-picker-api.ts';
import { MemberChecklist, useMemberChoice } from '../../../shared/members/components/MemberChecklist.tsx';
import { MemberSearchPicker } from '../../../shared/members/components/MemberSearchPicker.tsx';
import { notifyError, notifySuccess } from '../../../shared/notifications/notify.tsx';
import { useErrorToast } from '../../../shared/notifications/use-error-toast.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { useSaveAssignments } from '../api/assign-members.ts';
import { assignmentChanges } from '../api/assignment-changes.ts';
import { memberName } from './member-name.ts';

type AssignMembersModalProps = { manager: MemberListItem; onClose: () => void };

/**
 * Who a manager looks after: those assigned now, ticked and named (asked for by id), and others added by name or
 * e-mail from the active members (the server searches them page by page; the whole list is never read). Saving
 * sends only the difference. Mounted only while open, so each opening starts from the manager as listed.
 */
export function AssignMembersModal({ manager, onClose }: AssignMembersModalProps) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const who = memberName(manager);
  const assigned = manager.managedMemberIds;
  const named = useMembersById(assigned);
  useErrorToast(named.error, t('members.errors.fetchInTenant'));
  // Assigned members no longer active, or outside the caller's scope, stay assigned without being listed.
  const choice = useMemberChoice({ initialIds: assigned, known: named.data ?? [] });
  const { selected, setSelected } = choice;
  const save = useSaveAssignments();
  const changes = assignmentChanges({ assigned, selected });
  const changed = changes.add.length + changes.remove.length > 0;

  const onSave = () =>
    save.mutate(
      { managerId: manager.id, assigned, selected },
      {
        onSuccess: () => {
          notifySuccess(t('members.assign.done', { who }));
          onClose();
        },
        onError: (error) => notifyError(error, t('members.errors.assignment')),
      },
    );

  const list = () => {
    if (named.isError) return <LoadFailed message={t('members.assign.failed')} onRetry={() => named.refetch()} />;
    if (named.isLoading) {
      return (
        <Stack gap="xs" aria-busy="true" aria-label={t('app.loading')}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={28} />
          ))}
        </Stack>
      );
    }
    return (
      <MemberChecklist
        label={t('members.assign.members')}
        members={choice.rows}
        value={selected}
        onChange={setSelected}
        empty={t('members.assign.none')}
      />
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('members.assign.title', { who })} centered>
      <Stack>
        <Text size="sm">{t('members.assign.intro', { who })}</Text>
        <MemberSearchPicker
          label={t('members.assign.add')}
          placeholder={t('members.assign.addPlaceholder')}
          exclude={[manager.id, ...selected]}
          onChoose={choice.add}
        />
        {list()}
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('members.assign.selected', { total: number(selected.length) })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button onClick={onSave} loading={save.isPending} disabled={!changed}>
            {t('members.assign.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
