import { Anchor, Button, Stack, VisuallyHidden } from '@mantine/core';
import { apiDocsPath } from '@worktrail/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../shared/notifications/use-error-toast.ts';
import { lazyOnDemand } from '../../../shared/ui/lazy-on-demand.tsx';
import { useApiKeys } from '../api/api-keys.ts';
import type { CreatedKey } from './ApiKeySecretModal.tsx';
import { ApiKeyTable } from './ApiKeyTable.tsx';
import { ListState } from './ListState.tsx';
import { SectionCard } from './SectionCard.tsx';

// Its dialogs (forms and their validation) load when first opened, not with the screen.
const CreateApiKeyModal = lazyOnDemand(() =>
  import('./CreateApiKeyModal.tsx').then((module) => module.CreateApiKeyModal),
);
const ApiKeySecretModal = lazyOnDemand(() =>
  import('./ApiKeySecretModal.tsx').then((module) => module.ApiKeySecretModal),
);

/** Where the OpenAPI documentation and Swagger UI are served (§1: the docs link). */

/** API keys (§1): the list, a new key shown once with a copy button, revocation, and the API documentation. */
export function ApiKeysSection() {
  const { t } = useTranslation();
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedKey | null>(null);
  useErrorToast(keys.error, t('organization.apiKeys.loadFailed'));

  return (
    <SectionCard
      id="organization-api-keys"
      title={t('organization.apiKeys.title')}
      intro={t('organization.apiKeys.intro')}
      actions={<Button onClick={() => setCreating(true)}>{t('organization.apiKeys.create')}</Button>}
    >
      <Stack gap="md">
        <Anchor href={apiDocsPath} target="_blank" rel="noopener noreferrer" size="sm" w="fit-content">
          {t('organization.apiKeys.docs')} <VisuallyHidden>{t('organization.apiKeys.newTab')}</VisuallyHidden>
        </Anchor>
        <ListState
          query={keys}
          loadingLabel={t('organization.apiKeys.loading')}
          failedText={t('organization.apiKeys.loadFailed')}
          emptyText={t('organization.apiKeys.empty')}
        >
          {(items) => <ApiKeyTable items={items} busy={keys.isFetching} />}
        </ListState>
      </Stack>
      {creating && (
        <CreateApiKeyModal
          onClose={() => setCreating(false)}
          onCreated={(key) => {
            setCreating(false);
            setCreated(key);
          }}
        />
      )}
      {created && <ApiKeySecretModal created={created} onClose={() => setCreated(null)} />}
    </SectionCard>
  );
}
