import { ActionIcon, Button, Group, Paper, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { confirmDialog } from '../../../shared/dialogs/dialogs.tsx';
import { translateKnownMessage } from '../../../shared/i18n/contract-messages.ts';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { notifyError, notifySuccess } from '../../../shared/notifications/notify.tsx';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';

export type StructureRow = { id: string; name: string; memberCount: number };

/** The structure name schema of the contract, as far as this list needs it. */
type NameSchema = {
  safeParse: (
    value: unknown,
  ) => { success: true; data: string } | { success: false; error: { issues: Array<{ message: string }> } };
};

type StructureListProps = {
  /** The dictionary group under `structure.`: departments or positions. */
  kind: 'departments' | 'positions';
  /** Null while loading. */
  rows: StructureRow[] | null;
  failed: boolean;
  onRetry: () => void;
  busy: boolean;
  mayManage: boolean;
  /** The name's contract schema, loaded when a name is added (no zod on the screen's first visit). */
  loadNameSchema: () => Promise<NameSchema>;
  create: (name: string) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  /** The pager under the list, if it is paged. */
  footer?: ReactNode;
};

/**
 * One list of the structure page: names with their member counts, an inline form to add one (validated with the
 * contract's messages; a taken name shown beside the field) and a confirmed delete per row; the server's refusal
 * (still in use) is a toast with its message.
 */
export function StructureList({
  kind,
  rows,
  failed,
  onRetry,
  busy,
  mayManage,
  loadNameSchema,
  create,
  remove,
  footer,
}: StructureListProps) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);

  const onCreate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = (await loadNameSchema()).safeParse(name);
    if (!parsed.success) {
      setError(translateKnownMessage(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setCreating(true);
    try {
      await create(parsed.data);
      notifySuccess(t(`structure.${kind}.created`, { name: parsed.data }));
      setName('');
      setError(null);
    } catch (failure) {
      if (isApiError(failure) && (failure.code === 'ALREADY_EXISTS' || failure.code === 'VALIDATION')) {
        setError(translateKnownMessage(failure.errors[0]?.message ?? failure.message));
      } else notifyError(failure, t('structure.errors.create'));
    } finally {
      setCreating(false);
    }
  };

  const onDelete = async (row: StructureRow) => {
    const confirmed = await confirmDialog({
      title: t(`structure.${kind}.confirmTitle`),
      message: t(`structure.${kind}.confirmMessage`, { name: row.name }),
      confirmLabel: t(`structure.${kind}.confirm`),
    });
    if (!confirmed) return;
    setDeleting(row.id);
    try {
      await remove(row.id);
      notifySuccess(t(`structure.${kind}.deleted`, { name: row.name }));
    } catch (failure) {
      notifyError(failure, t('structure.errors.delete'));
    } finally {
      setDeleting(null);
    }
  };

  const body = () => {
    if (failed && !rows) return <LoadFailed message={t(`structure.${kind}.failed`)} onRetry={onRetry} />;
    if (rows && rows.length === 0) {
      return (
        <Text c="dimmed" role="status" py="sm">
          {t(`structure.${kind}.empty`)}
        </Text>
      );
    }
    return (
      <Table aria-label={t(`structure.${kind}.table`)} aria-busy={busy || rows === null} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(`structure.${kind}.name`)}</Table.Th>
            <Table.Th ta="end">{t(`structure.${kind}.members`)}</Table.Th>
            {mayManage && <Table.Th aria-hidden="true" />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows === null
            ? [0, 1, 2].map((index) => (
                <Table.Tr key={index}>
                  <Table.Td colSpan={mayManage ? 3 : 2}>
                    <Skeleton height={18} />
                  </Table.Td>
                </Table.Tr>
              ))
            : rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <bdi>{row.name}</bdi>
                  </Table.Td>
                  <Table.Td ta="end">{number(row.memberCount)}</Table.Td>
                  {mayManage && (
                    <Table.Td ta="end" w="1%">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t(`structure.${kind}.delete`, { name: row.name })}
                        loading={deleting === row.id}
                        onClick={() => void onDelete(row)}
                      >
                        <TrashIcon />
                      </ActionIcon>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    );
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t(`structure.${kind}.title`)}
        </Title>
        {mayManage && (
          <form noValidate onSubmit={(event) => void onCreate(event)}>
            <Group align="flex-start" gap="xs" wrap="nowrap">
              <TextInput
                flex={1}
                label={t(`structure.${kind}.newName`)}
                value={name}
                onChange={(event) => {
                  setName(event.currentTarget.value);
                  setError(null);
                }}
                error={error}
              />
              <Button type="submit" mt={25} loading={creating}>
                {t(`structure.${kind}.create`)}
              </Button>
            </Group>
          </form>
        )}
        {body()}
        {footer}
      </Stack>
    </Paper>
  );
}

function TrashIcon() {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </svg>
  );
}
