import { ActionIcon, Group, NativeSelect, Select, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { type WorkspacePermission, workspacePermissions } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { MemberSearchPicker } from '../../../../shared/members/components/MemberSearchPicker.tsx';
import { ScrollTable } from '../../../../shared/ui/ScrollTable.tsx';
import { Glyph } from '../Glyph.tsx';
import type { Candidate } from './use-member-candidates.ts';

/** A workspace member being edited: who, and what they may do there. */
export type MemberRow = { memberId: string; name: string; permission: WorkspacePermission };

type MembersEditorProps = {
  rows: MemberRow[];
  onChange: (rows: MemberRow[]) => void;
  /**
   * The few who may be added, for a workspace manager who may not read members; without them the active members in
   * the caller's scope are searched on the server.
   */
  candidates?: Candidate[] | undefined;
  /** Shown when the candidates could not be loaded, or the server refused the list. */
  error?: string | undefined;
};

/** The members of a workspace with view, edit or manage each; add from the candidates, remove any. */
export function MembersEditor({ rows, onChange, candidates, error }: MembersEditorProps) {
  const { t } = useTranslation();
  const taken = rows.map((row) => row.memberId);
  const permissionData = workspacePermissions.map((value) => ({ value, label: t(`tasks.permissions.${value}`) }));

  const add = (candidate: Candidate) => {
    if (!taken.includes(candidate.id))
      onChange([...rows, { memberId: candidate.id, name: candidate.name, permission: 'view' }]);
  };
  const setPermission = (memberId: string, permission: WorkspacePermission) =>
    onChange(rows.map((row) => (row.memberId === memberId ? { ...row, permission } : row)));

  return (
    <Stack gap="xs">
      {candidates ? (
        <Select
          label={t('tasks.members.add')}
          placeholder={t('tasks.members.addPlaceholder')}
          searchable
          data={candidates
            .filter((candidate) => !taken.includes(candidate.id))
            .map((candidate) => ({ value: candidate.id, label: candidate.name }))}
          value={null}
          onChange={(memberId) => {
            const candidate = candidates.find((item) => item.id === memberId);
            if (candidate) add(candidate);
          }}
          nothingFoundMessage={t('tasks.members.nobody')}
          error={error}
          comboboxProps={{ withinPortal: true }}
        />
      ) : (
        <MemberSearchPicker
          label={t('tasks.members.add')}
          placeholder={t('tasks.members.searchPlaceholder')}
          exclude={taken}
          onChoose={(member) => add({ id: member.id, name: member.name || member.email })}
          error={error}
        />
      )}
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('tasks.members.none')}
        </Text>
      ) : (
        <ScrollTable minWidth={320} label={t('tasks.members.title')}>
          <Table aria-label={t('tasks.members.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('tasks.members.name')}</Table.Th>
                <Table.Th>{t('tasks.members.permission')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('tasks.members.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.memberId}>
                  <Table.Td>
                    <bdi>{row.name}</bdi>
                  </Table.Td>
                  <Table.Td>
                    <NativeSelect
                      aria-label={t('tasks.members.permissionOf', { name: row.name })}
                      size="xs"
                      data={permissionData}
                      value={row.permission}
                      onChange={(event) =>
                        setPermission(row.memberId, event.currentTarget.value as WorkspacePermission)
                      }
                    />
                  </Table.Td>
                  <Table.Td>
                    <Group justify="flex-end">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('tasks.members.remove', { name: row.name })}
                        onClick={() => onChange(rows.filter((item) => item.memberId !== row.memberId))}
                      >
                        <Glyph name="trash" />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Stack>
  );
}
