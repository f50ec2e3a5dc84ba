import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type HostSupportListEntry, supportLimits } from '@worktrail/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { notifySuccess } from '../../../shared/notifications/notify.tsx';
import { type SupportListKind, useSaveSupportListEntry } from '../api/support-lists.ts';

type ListEntryModalProps = { kind: SupportListKind; entry: HostSupportListEntry | null; onClose: () => void };

/** Adds an entry to a list (no entry) or renames one, in English and in Arabic. */
export function ListEntryModal({ kind, entry, onClose }: ListEntryModalProps) {
  const { t } = useTranslation();
  const save = useSaveSupportListEntry(kind);
  const [names, setNames] = useState({ nameEn: entry?.nameEn ?? '', nameAr: entry?.nameAr ?? '' });
  const [errors, setErrors] = useState<{ nameEn?: string; nameAr?: string }>({});

  const problem = (name: string) => {
    if (!name.trim()) return t('support.messages.listNameRequired');
    if (name.trim().length > supportLimits.listNameMax) return t('support.messages.listNameTooLong');
    return undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { nameEn: problem(names.nameEn), nameAr: problem(names.nameAr) };
    setErrors(found);
    if (found.nameEn || found.nameAr) return;
    save.mutate(
      {
        id: entry?.id ?? null,
        fields: { nameEn: names.nameEn.trim(), nameAr: names.nameAr.trim(), active: entry?.active ?? true },
      },
      {
        onSuccess: (saved) => {
          notifySuccess(t(entry ? 'host.lists.renamed' : 'host.lists.added', { name: saved.nameEn }));
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t(entry ? `host.lists.${kind}.renameTitle` : `host.lists.${kind}.addTitle`)}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('host.lists.nameEn')}
              lang="en"
              required
              value={names.nameEn}
              error={errors.nameEn}
              onChange={(event) => {
                const nameEn = event.currentTarget.value;
                setNames((current) => ({ ...current, nameEn }));
              }}
            />
            {/* The Arabic name is typed right to left whatever the screen's language. */}
            <TextInput
              label={t('host.lists.nameAr')}
              lang="ar"
              wrapperProps={{ dir: 'rtl' }}
              required
              value={names.nameAr}
              error={errors.nameAr}
              onChange={(event) => {
                const nameAr = event.currentTarget.value;
                setNames((current) => ({ ...current, nameAr }));
              }}
            />
          </SimpleGrid>
          {save.isError && (
            <Text c="red" size="sm" role="alert">
              {errorMessage(save.error, t('host.lists.saveFailed'))}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('host.lists.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
