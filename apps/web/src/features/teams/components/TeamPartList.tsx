import { ActionIcon, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type TeamPart = { id: string; name: string; detail?: string; isLeader?: boolean };

type TeamPartListProps = {
  title: string;
  tableLabel: string;
  empty: string;
  parts: TeamPart[];
  addAllLabel: string;
  removeAllLabel: string;
  /** False for a deleted team or a reader without the permission: the list only. */
  editable: boolean;
  busy: boolean;
  /** How more are added (TeamAdders.tsx), shown under the list when `editable`. */
  adder: ReactNode;
  onRemove: (part: TeamPart) => void;
  onAddAll: () => void;
  onRemoveAll: () => void;
};

/** One side of a team (its members or its projects): the list with remove buttons, a way to add, and "all" actions. */
export function TeamPartList(props: TeamPartListProps) {
  const { t } = useTranslation();
  const { parts, editable, busy } = props;

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3} size="h4">
          {props.title}
        </Title>
        {editable && (
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={props.onAddAll} disabled={busy}>
              {props.addAllLabel}
            </Button>
            <Button size="xs" variant="light" color="red" onClick={props.onRemoveAll} disabled={busy || !parts.length}>
              {props.removeAllLabel}
            </Button>
          </Group>
        )}
      </Group>
      {parts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {props.empty}
        </Text>
      ) : (
        <Table aria-label={props.tableLabel} aria-busy={busy}>
          <Table.Tbody>
            {parts.map((part) => (
              <Table.Tr key={part.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    <bdi>{part.name}</bdi>
                  </Text>
                  {part.detail && part.detail !== part.name && (
                    <Text size="xs" c="dimmed">
                      <bdi>{part.detail}</bdi>
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {part.isLeader && (
                    <Badge variant="light" size="sm">
                      {t('teams.detail.leader')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td style={{ textAlign: 'end' }}>
                  {editable && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('teams.detail.remove', { name: part.name })}
                      onClick={() => props.onRemove(part)}
                      disabled={busy}
                    >
                      <span aria-hidden="true">✕</span>
                    </ActionIcon>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editable && props.adder}
    </Stack>
  );
}
