import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type ApiKeyScope, apiKeyLimits, apiKeyMessages, apiKeyRequest, apiKeyScopeNames } from '@worktrail/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { splitFormFailure } from '../../../shared/forms/form-failure.ts';
import { PreferredDateInput } from '../../../shared/forms/PreferredDateInput.tsx';
import { validateWith } from '../../../shared/forms/validation.ts';
import { translateKnownMessage } from '../../../shared/i18n/contract-messages.ts';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { useCreateApiKey } from '../api/api-keys.ts';
import type { CreatedKey } from './ApiKeySecretModal.tsx';
import { scopeLabelKey } from './api-key-scopes.ts';

const fields = ['name', 'scopes', 'expiresAt'] as const;
type Field = (typeof fields)[number];
const serverFields = fields.map((field) => `body.${field}` as const);

const pad = (value: number) => String(value).padStart(2, '0');
/** Today in the person's own calendar, `YYYY-MM-DD`. */
const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

type CreateApiKeyModalProps = { onClose: () => void; onCreated: (created: CreatedKey) => void };

/** "Create API key": a name, the scopes it may use, and an optional last day (it stops at that day's end). */
export function CreateApiKeyModal({ onClose, onCreated }: CreateApiKeyModalProps) {
  const { t } = useTranslation();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [expiresOn, setExpiresOn] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const today = localToday();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    // The key works through the whole chosen day, in the person's own time zone.
    const expiresAt = expiresOn ? new Date(`${expiresOn}T23:59:59`).toISOString() : null;
    const validation = validateWith(apiKeyRequest, { name, scopes, expiresAt }, (_field: Field, issue) =>
      translateKnownMessage(issue.message),
    );
    const pastExpiry = expiresOn !== null && expiresOn < today;
    if (!validation.ok || pastExpiry) {
      const found = validation.ok ? {} : validation.errors;
      setErrors(pastExpiry ? { ...found, expiresAt: translateKnownMessage(apiKeyMessages.expiryInPast) } : found);
      return;
    }
    setErrors({});
    try {
      onCreated(await create.mutateAsync(validation.data));
    } catch (error) {
      const { fieldErrors, failure: formLevel } = splitFormFailure(error, serverFields, t('errors.generic'));
      setErrors(
        Object.fromEntries(
          Object.entries(fieldErrors).map(([field, message]) => [field.slice('body.'.length), message]),
        ),
      );
      setFailure(formLevel?.message ?? null);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('organization.apiKeys.form.title')} size="lg" centered>
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('organization.apiKeys.form.title')}>
        <Stack gap="md">
          {failure && <FormAlert message={failure} />}
          <TextInput
            label={t('organization.apiKeys.form.name')}
            placeholder={t('organization.apiKeys.form.namePlaceholder')}
            required
            maxLength={apiKeyLimits.nameMax}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
            data-autofocus
          />
          <Checkbox.Group
            label={t('organization.apiKeys.form.scopes')}
            description={t('organization.apiKeys.form.scopesHint')}
            required
            value={scopes}
            onChange={(value) => setScopes(value as ApiKeyScope[])}
            error={errors.scopes}
          >
            <Stack gap="xs" mt="xs">
              {apiKeyScopeNames.map((scope) => (
                <Checkbox key={scope} value={scope} label={t(`organization.apiKeys.scope.${scopeLabelKey[scope]}`)} />
              ))}
            </Stack>
          </Checkbox.Group>
          <PreferredDateInput
            label={t('organization.apiKeys.form.expiresOn')}
            description={t('organization.apiKeys.form.expiresHint')}
            clearable
            minDate={today}
            value={expiresOn}
            onChange={(value) => setExpiresOn(value)}
            error={errors.expiresAt}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('organization.apiKeys.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
