import { Accordion, Anchor, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { permissions } from '@worktrail/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { usePermission } from '../../../shared/permissions/use-permission.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { useFaq } from '../api/get-support-lists.ts';
import { faqTexts, filterFaq } from '../components/faq-search.ts';
import classes from '../components/support.module.css';

/**
 * `/support/faq`: the published questions and answers in the UI language, filtered as one types; those who may
 * open tickets are offered one when the answer is not there.
 */
export function FaqPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const faq = useFaq();
  const mayOpenTicket = usePermission(permissions.support.read);
  const [search, setSearch] = useState('');
  const items = useMemo(() => filterFaq(faq.data ?? [], search, language), [faq.data, search, language]);

  const body = () => {
    if (faq.isError) return <LoadFailed message={t('support.faq.failed')} onRetry={() => faq.refetch()} />;
    if (faq.isPending) return <PageLoader label={t('support.faq.loading')} />;
    if (faq.data.length === 0)
      return (
        <Text c="dimmed" role="status">
          {t('support.faq.empty')}
        </Text>
      );
    if (items.length === 0)
      return (
        <Text c="dimmed" role="status">
          {t('support.faq.noMatch', { search })}
        </Text>
      );
    return (
      <Accordion variant="separated" multiple>
        {items.map((item) => {
          const { question, answer } = faqTexts(language, item);
          return (
            <Accordion.Item key={item.id} value={item.id}>
              <Accordion.Control>
                <bdi>{question}</bdi>
              </Accordion.Control>
              <Accordion.Panel>
                <Text size="sm" className={classes.body}>
                  <bdi>{answer}</bdi>
                </Text>
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    );
  };

  return (
    <Stack gap="md" maw={860}>
      <PageTitle>{t('support.faq.title')}</PageTitle>
      <TextInput
        type="search"
        label={t('support.faq.search')}
        placeholder={t('support.faq.searchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        w={360}
        maw="100%"
      />
      {body()}
      {mayOpenTicket && (
        <Paper withBorder p="md">
          <Group gap="xs" justify="space-between">
            <Text fw={500}>{t('support.faq.stillNeedHelp')}</Text>
            <Group gap="md">
              <Anchor component={Link} to="/support/tickets?new=1">
                {t('support.faq.openTicket')}
              </Anchor>
              <Anchor component={Link} to="/support/tickets">
                {t('support.faq.myTickets')}
              </Anchor>
            </Group>
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
