import { ActionIcon, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { HostFaqItem } from '@worktrail/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../shared/dialogs/dialogs.tsx';
import { notifyError, notifySuccess } from '../../../shared/notifications/notify.tsx';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { lazyOnDemand } from '../../../shared/ui/lazy-on-demand.tsx';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { useDeleteFaq, useHostFaq, useOrderFaq } from '../api/faq.ts';

// The form (and its checks) loads when it is first opened, not with the screen.
const FaqFormModal = lazyOnDemand(() => import('../components/FaqFormModal.tsx').then((module) => module.FaqFormModal));

/** The ids in their new order: the item at `index` swapped with its neighbour `by` places away. */
export const movedIds = (items: HostFaqItem[], index: number, by: -1 | 1) => {
  const ids = items.map((item) => item.id);
  const [moved] = ids.splice(index, 1);
  if (moved !== undefined) ids.splice(index + by, 0, moved);
  return ids;
};

/** Every FAQ item, published or draft, to add, change, delete and put in order. */
export function FaqPage() {
  const { t, i18n } = useTranslation();
  const faq = useHostFaq();
  const order = useOrderFaq();
  const remove = useDeleteFaq();
  const [editing, setEditing] = useState<HostFaqItem | 'new' | null>(null);
  const question = (item: HostFaqItem) => (i18n.language === 'ar' ? item.questionAr : item.questionEn);
  const listRef = useRef<HTMLDivElement>(null);
  const [moved, setMoved] = useState<{ id: string; by: -1 | 1 } | null>(null);

  // A moved item is drawn anew in its place: the keyboard focus follows it there, on a move button that still works.
  useEffect(() => {
    if (!moved || !faq.data) return;
    const item = listRef.current?.querySelector(`[data-faq-item="${moved.id}"]`);
    const [up, down] = [...(item?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const [first, second] = moved.by === -1 ? [up, down] : [down, up];
    (first && !first.disabled ? first : second)?.focus();
    setMoved(null);
  }, [moved, faq.data]);

  const move = (items: HostFaqItem[], index: number, by: -1 | 1) => {
    if (order.isPending) return;
    const item = items[index];
    order.mutate(
      { ids: movedIds(items, index, by) },
      {
        onSuccess: () => setMoved(item ? { id: item.id, by } : null),
        onError: (error) => notifyError(error, t('host.faq.orderFailed')),
      },
    );
  };

  const confirmDelete = async (item: HostFaqItem) => {
    const confirmed = await confirmDialog({
      title: t('host.faq.delete.title'),
      message: t('host.faq.delete.message', { question: question(item) }),
      confirmLabel: t('host.faq.delete.confirm'),
    });
    if (!confirmed) return;
    remove.mutate(
      { id: item.id },
      {
        onSuccess: () => notifySuccess(t('host.faq.delete.done')),
        onError: (error) => notifyError(error, t('host.faq.delete.failed')),
      },
    );
  };

  const body = () => {
    if (faq.isPending) return <PageLoader />;
    if (faq.isError) return <LoadFailed message={t('host.faq.loadFailed')} onRetry={() => faq.refetch()} />;
    const items = faq.data;
    if (items.length === 0) {
      return (
        <Text c="dimmed" role="status">
          {t('host.faq.empty')}
        </Text>
      );
    }
    return (
      <Stack ref={listRef} gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item, index) => (
          <Paper key={item.id} component="li" withBorder p="sm" data-faq-item={item.id}>
            <Group justify="space-between" align="flex-start">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  {item.published ? (
                    <Badge color="green" variant="light">
                      {t('host.faq.published')}
                    </Badge>
                  ) : (
                    <Badge color="gray" variant="outline">
                      {t('host.faq.draft')}
                    </Badge>
                  )}
                </Group>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {question(item)}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="default"
                  aria-label={t('host.faq.moveUp', { question: question(item) })}
                  disabled={index === 0}
                  onClick={() => move(items, index, -1)}
                >
                  <span aria-hidden="true">↑</span>
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  aria-label={t('host.faq.moveDown', { question: question(item) })}
                  disabled={index === items.length - 1}
                  onClick={() => move(items, index, 1)}
                >
                  <span aria-hidden="true">↓</span>
                </ActionIcon>
                <Button size="xs" variant="default" onClick={() => setEditing(item)}>
                  {t('host.faq.edit')}
                </Button>
                <Button size="xs" variant="subtle" color="red" onClick={() => confirmDelete(item)}>
                  {t('host.faq.delete.confirm')}
                </Button>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <PageTitle>{t('host.faq.title')}</PageTitle>
        <Button onClick={() => setEditing('new')}>{t('host.faq.add')}</Button>
      </Group>
      {body()}
      {editing && <FaqFormModal item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
