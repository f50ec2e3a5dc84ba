import { Anchor, Button, Code, CopyButton, Group, List, Stack, Text, VisuallyHidden } from '@mantine/core';
import { trackerClient } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConnectSection } from './ConnectSection.tsx';

/** The npm package and command of the tracker agent (issue 17). */
export const trackerPackage = 'worktrail-tracker';

/** The commands that install the agent and sign it in to this portal. */
export function installCommands(origin: string) {
  return { install: `npm install ${trackerPackage}`, login: `npx ${trackerPackage} login --server ${origin}` };
}

function CommandLine({ command, label }: { command: string; label: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Code block dir="ltr" style={{ flex: 1, minWidth: 0, overflowX: 'auto' }} aria-label={label}>
        {command}
      </Code>
      <CopyButton value={command}>
        {({ copied, copy }) => (
          <>
            <Button variant="light" size="xs" onClick={copy} aria-label={t('tracker.install.copyLabel', { label })}>
              {copied ? t('tracker.install.copied') : t('tracker.install.copy')}
            </Button>
            <VisuallyHidden role="status">{copied ? t('tracker.install.copied') : ''}</VisuallyHidden>
          </>
        )}
      </CopyButton>
    </Group>
  );
}

/** How to get the agent: install it, sign it in to this portal by its code, then start recording. */
export function InstallSteps({ origin }: { origin: string }) {
  const { t } = useTranslation();
  const commands = installCommands(origin);
  return (
    <ConnectSection id="tracker-install-title" title={t('tracker.install.title')} intro={t('tracker.install.intro')}>
      <List type="ordered" spacing="md">
        <List.Item>
          <Stack gap={6}>
            <Text size="sm">{t('tracker.install.installStep')}</Text>
            <CommandLine command={commands.install} label={t('tracker.install.installLabel')} />
          </Stack>
        </List.Item>
        <List.Item>
          <Stack gap={6}>
            <Text size="sm">{t('tracker.install.loginStep')}</Text>
            <CommandLine command={commands.login} label={t('tracker.install.loginLabel')} />
          </Stack>
        </List.Item>
        <List.Item>
          <Text size="sm">
            {t('tracker.install.codeStep')}{' '}
            <Anchor component={Link} to={trackerClient.verificationPath}>
              {t('tracker.install.codeLink')}
            </Anchor>
          </Text>
        </List.Item>
        <List.Item>
          <Text size="sm">
            {t('tracker.install.startStep')} <Code dir="ltr">{`npx ${trackerPackage} start --project …`}</Code>
          </Text>
        </List.Item>
      </List>
    </ConnectSection>
  );
}
