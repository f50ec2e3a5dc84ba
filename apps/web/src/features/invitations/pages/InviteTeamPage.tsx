import { Button, Container, Divider, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { InvitationList } from '../components/InvitationList.tsx';
import { InviteBanner } from '../components/InviteBanner.tsx';
import { InviteByEmail } from '../components/InviteByEmail.tsx';
import { InviteByLink } from '../components/InviteByLink.tsx';

/**
 * `/account/invite-team` (§2 Invite team): invite by e-mail or by link, the invitations sent so far, a way to skip,
 * and the side banner. Reached right after business sign-up and later from the user menu.
 */
export function InviteTeamPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder shadow="sm" radius="md" p="xl">
            <Stack gap="lg">
              <div>
                <PageTitle>{t('invitations.page.title')}</PageTitle>
                <Text c="dimmed">{t('invitations.page.intro')}</Text>
              </div>
              <Section title={t('invitations.page.byEmail')}>
                <InviteByEmail />
              </Section>
              <Divider />
              <Section title={t('invitations.page.byLink')}>
                <InviteByLink />
              </Section>
              <Divider />
              <Section title={t('invitations.list.title')}>
                <InvitationList />
              </Section>
              <Group justify="flex-end">
                <Button component={Link} to="/dashboard" variant="default">
                  {t('invitations.page.skip')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <InviteBanner />
        </Grid.Col>
      </Grid>
    </Container>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Title id={titleId} order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}
