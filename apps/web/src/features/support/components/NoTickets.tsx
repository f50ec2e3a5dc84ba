import { Anchor, Button, EmptyState } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The list before any ticket: what tickets are for, a way to open one, and the FAQ that may answer first. */
export function NoTickets({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState variant="light" maw={520} mx="auto" my="xl">
      <EmptyState.Title order={2}>{t('support.list.emptyTitle')}</EmptyState.Title>
      <EmptyState.Description>{t('support.list.emptyMessage')}</EmptyState.Description>
      <EmptyState.Actions>
        <Button onClick={onCreate}>{t('support.actions.newTicket')}</Button>
        <Anchor component={Link} to="/support/faq">
          {t('support.actions.readFaq')}
        </Anchor>
      </EmptyState.Actions>
    </EmptyState>
  );
}
