import { Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  type FeatureSettingKey,
  type OrganisationSettingsResult,
  type SettingValue,
  settingDisplaySections,
} from '@worktrail/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { splitFormFailure } from '../../../shared/forms/form-failure.ts';
import { useUnsavedChangesPrompt } from '../../../shared/forms/use-unsaved-changes-prompt.ts';
import { notifyError, notifySuccess } from '../../../shared/notifications/notify.tsx';
import { useErrorToast } from '../../../shared/notifications/use-error-toast.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { useOrganisationSettings, useUpdateOrganisationSettings } from '../api/settings-api.ts';
import { SettingControl } from '../components/SettingControl.tsx';

/** Organisation-wide keys left out of the §3 display sections, shown in their own card. */
const organisationKeys: FeatureSettingKey[] = ['Time_Zone', 'Currency_Symbol'];
const shownKeys: FeatureSettingKey[] = [...organisationKeys, ...settingDisplaySections.flatMap(({ keys }) => keys)];
const fieldOf = (key: FeatureSettingKey) => `body.settings.${key}`;

/**
 * `/settings/feature` (§2 Feature Settings): the organisation's value of each setting, by the §3 display sections,
 * with the organisation-wide time zone and currency symbol in a card of their own.
 */
export function FeatureSettingsPage() {
  const { t } = useTranslation();
  const settings = useOrganisationSettings();
  useErrorToast(settings.error, t('featureSettings.errors.fetch'));
  const data = settings.data;

  return (
    <>
      <PageTitle>{t('nav.items.featureSettings')}</PageTitle>
      {data && <FeatureSettingsForm key={JSON.stringify(data.values)} saved={data} />}
      {!data && settings.isError && (
        <LoadFailed message={t('featureSettings.errors.fetch')} onRetry={() => settings.refetch()} />
      )}
      {!data && !settings.isError && (
        <Stack gap="md" aria-busy="true" aria-label={t('featureSettings.loading')}>
          <Skeleton height={120} />
          <Skeleton height={160} />
          <Skeleton height={160} />
        </Stack>
      )}
    </>
  );
}

function FeatureSettingsForm({ saved }: { saved: OrganisationSettingsResult }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<FeatureSettingKey, SettingValue>>(saved.values);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const update = useUpdateOrganisationSettings();
  const changed = shownKeys.filter((key) => values[key] !== saved.values[key]);
  useUnsavedChangesPrompt(changed.length > 0);

  const submit = async () => {
    if (changed.length === 0) {
      notifySuccess(t('featureSettings.noChanges'));
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync(Object.fromEntries(changed.map((key) => [key, values[key]])));
      notifySuccess(t('featureSettings.saved'));
    } catch (error) {
      const { fieldErrors, failure } = splitFormFailure(
        error,
        shownKeys.map(fieldOf),
        t('featureSettings.errors.save'),
      );
      setErrors(fieldErrors);
      if (failure) notifyError(failure.message);
    }
  };

  const control = (key: FeatureSettingKey, customisable: boolean) => (
    <Stack key={key} gap={4}>
      <SettingControl
        settingKey={key}
        value={values[key]}
        onChange={(value) => setValues((current) => ({ ...current, [key]: value }))}
        withDescription
        error={errors[fieldOf(key)]}
        disabled={update.isPending}
      />
      {customisable && (
        <Anchor
          component={Link}
          to={`/settings/member?key=${key}`}
          size="sm"
          aria-label={`${t('featureSettings.customise')}: ${t(`featureSettings.keys.${key}.label`)}`}
        >
          {t('featureSettings.customise')}
        </Anchor>
      )}
    </Stack>
  );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      aria-label={t('featureSettings.title')}
    >
      {/* The page's full width: the sections side by side on wide screens, one under another on narrow ones. */}
      <Stack gap="lg">
        <Card withBorder component="section" aria-labelledby="feature-section-organisation">
          <Title order={2} size="h4" id="feature-section-organisation">
            {t('featureSettings.sections.organisation')}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {t('featureSettings.sections.organisationHint')}
          </Text>
          <Stack gap="md">{organisationKeys.map((key) => control(key, false))}</Stack>
        </Card>
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          {settingDisplaySections.map(({ section, keys }) => (
            <Card key={section} withBorder component="section" aria-labelledby={`feature-section-${section}`}>
              <Title order={2} size="h4" mb="md" id={`feature-section-${section}`}>
                {t(`featureSettings.sections.${section}`)}
              </Title>
              <Stack gap="lg">{keys.map((key) => control(key, true))}</Stack>
            </Card>
          ))}
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={update.isPending}>
            {t('featureSettings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
