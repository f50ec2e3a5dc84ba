import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { apiKeyEndpoints, EndpointResult } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { StatusIcon } from '../../../shared/ui/StatusIcon.tsx';
import classes from './organization.module.css';

export type CreatedKey = EndpointResult<typeof apiKeyEndpoints.create>;

/**
 * The new key's secret, this once: a copy button and a warning that it is not shown again. The secret lives only
 * in this dialog's props; closing it drops the secret from the page.
 */
export function ApiKeySecretModal({ created, onClose }: { created: CreatedKey; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('organization.apiKeys.secret.title')}
      size="lg"
      centered
      closeOnClickOutside={false}
    >
      <Stack gap="md">
        <Alert variant="light" color="orange" icon={<StatusIcon type="warning" />} role="alert">
          {t('organization.apiKeys.secret.warning')}
        </Alert>
        <Text size="sm" fw={500}>
          {t('organization.apiKeys.secret.label', { name: created.apiKey.name })}
        </Text>
        <Code block className={classes.secret} dir="ltr" style={{ whiteSpace: 'pre-wrap' }}>
          {created.secret}
        </Code>
        <Group justify="space-between">
          <CopyButton value={created.secret}>
            {({ copied, copy }) => (
              <>
                <Button variant="light" onClick={copy}>
                  {copied ? t('organization.apiKeys.secret.copied') : t('organization.apiKeys.secret.copy')}
                </Button>
                <VisuallyHidden role="status">{copied ? t('organization.apiKeys.secret.copied') : ''}</VisuallyHidden>
              </>
            )}
          </CopyButton>
          <Button variant="default" onClick={onClose}>
            {t('organization.apiKeys.secret.done')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
