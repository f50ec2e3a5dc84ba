import { Button, Checkbox, Group, Modal, ScrollArea, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import type { MemberInTenant, MemberListItem } from '@worktrail/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { notifyError, notifySuccess } from '../../../shared/notifications/notify.tsx';
import { useErrorToast } from '../../../shared/notifications/use-error-toast.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { useSaveAssignments } from '../api/assign-members.ts';
import { assignmentChanges } from '../api/assignment-changes.ts';
import { useMembersInTenant } from '../api/get-members-in-tenant.ts';
import { memberName } from './member-name.ts';

type AssignMembersModalProps = { manager: MemberListItem; onClose: () => void };

const matches = (member: MemberInTenant, term: string) =>
  member.name.toLowerCase().includes(term) || member.email.toLowerCase().includes(term);

/**
 * Who a manager looks after: the active members as a searchable checklist, those assigned now ticked and listed
 * first. Saving sends only the difference. Mounted only while open, so each opening starts from the list.
 */
export function AssignMembersModal({ manager, onClose }: AssignMembersModalProps) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const who = memberName(manager);
  const candidates = useMembersInTenant();
  useErrorToast(candidates.error, t('members.errors.fetchInTenant'));
  const assigned = manager.managedMemberIds;
  const [selected, setSelected] = useState<string[]>(assigned);
  const [search, setSearch] = useState('');
  const save = useSaveAssignments();

  const options = useMemo(() => {
    const others = (candidates.data?.membersInTenant ?? []).filter((member) => member.id !== manager.id);
    const wasAssigned = (member: MemberInTenant) => (assigned.includes(member.id) ? 0 : 1);
    return others.toSorted((a, b) => wasAssigned(a) - wasAssigned(b));
  }, [candidates.data, manager.id, assigned]);
  const term = search.trim().toLowerCase();
  const shown = term ? options.filter((member) => matches(member, term)) : options;
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
    if (candidates.isError) {
      return <LoadFailed message={t('members.assign.failed')} onRetry={() => candidates.refetch()} />;
    }
    if (!candidates.data) {
      return (
        <Stack gap="xs" aria-busy="true" aria-label={t('app.loading')}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={28} />
          ))}
        </Stack>
      );
    }
    if (options.length === 0) return <Text size="sm">{t('members.assign.noneToAssign')}</Text>;
    return (
      <Checkbox.Group label={t('members.assign.members')} value={selected} onChange={setSelected}>
        <ScrollArea.Autosize mah={320} mt="xs">
          <Stack gap="sm" py={4}>
            {shown.map((member) => (
              <Checkbox
                key={member.id}
                value={member.id}
                label={<bdi>{member.name || member.email}</bdi>}
                description={member.name && member.name !== member.email ? <bdi>{member.email}</bdi> : undefined}
              />
            ))}
            {shown.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('members.assign.noMatch')}
              </Text>
            )}
          </Stack>
        </ScrollArea.Autosize>
      </Checkbox.Group>
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('members.assign.title', { who })} centered>
      <Stack>
        <Text size="sm">{t('members.assign.intro', { who })}</Text>
        <TextInput
          type="search"
          label={t('members.assign.search')}
          placeholder={t('members.search.placeholder')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-autofocus
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
