import { Divider, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../shared/notifications/use-error-toast.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { useAppliedPreferences } from '../api/preferences.ts';
import { PreferencesForm } from '../components/PreferencesForm.tsx';
import { TrackingSettings } from '../components/TrackingSettings.tsx';

/** `/settings/setting` (§2 My Settings): the person's own preferences and, read-only, their tracking settings. */
export function MySettingsPage() {
  const { t } = useTranslation();
  const preferences = useAppliedPreferences();
  useErrorToast(preferences.error, t('settings.errors.fetch'));
  const data = preferences.data;

  return (
    <>
      <PageTitle>{t('nav.items.mySettings')}</PageTitle>
      <Stack gap="xl">
        <section aria-labelledby="settings-preferences-heading">
          <Title order={2} size="h4" mb="sm" id="settings-preferences-heading">
            {t('settings.preferences')}
          </Title>
          {data && <PreferencesForm saved={data} />}
          {!data && preferences.isError && (
            <LoadFailed message={t('settings.errors.fetch')} onRetry={() => preferences.refetch()} />
          )}
          {!data && !preferences.isError && (
            <Stack gap="md" maw={480} aria-busy="true" aria-label={t('settings.loading')}>
              <Skeleton height={36} />
              <Skeleton height={36} />
            </Stack>
          )}
        </section>
        <Divider />
        <section aria-labelledby="settings-tracking-heading">
          <Title order={2} size="h4" mb="sm" id="settings-tracking-heading">
            {t('settings.tracking.title')}
          </Title>
          <TrackingSettings />
        </section>
      </Stack>
    </>
  );
}
