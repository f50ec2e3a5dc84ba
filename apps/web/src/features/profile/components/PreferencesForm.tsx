import { Button, Group, Radio, Stack } from '@mantine/core';
import { dateFormats, type Preferences, timeFormats, weekStarts } from '@worktrail/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnDemandSelect } from '../../../shared/forms/on-demand-fields.tsx';
import { setDisplayPreferences } from '../../../shared/i18n/display-preferences.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notifyError, notifySuccess } from '../../../shared/notifications/notify.tsx';
import { useUpdatePreferences } from '../api/preferences.ts';

const sample = new Date(2026, 11, 31, 15, 30);

/** Formats a sample date in a pattern, so each choice shows what it looks like. */
const sampleOf = (format: string) =>
  format
    .replace('YYYY', String(sample.getFullYear()))
    .replace('MM', String(sample.getMonth() + 1).padStart(2, '0'))
    .replace('DD', String(sample.getDate()).padStart(2, '0'));

/** My Settings' form: language, date format, 12- or 24-hour clock, first day of the week. Saved ones apply at once. */
export function PreferencesForm({ saved }: { saved: Preferences }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  // The language shown is the one in use (the header's switch may have changed it since it was saved).
  const [values, setValues] = useState<Preferences>(() => ({ ...saved, language }));
  const mutation = useUpdatePreferences();
  const change = (patch: Partial<Preferences>) => setValues((current) => ({ ...current, ...patch }));
  useEffect(() => setValues((current) => ({ ...current, language })), [language]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate(values, {
      onSuccess: async (result) => {
        setDisplayPreferences(result);
        await setLanguage(result.language);
        // In the language just chosen: this render's `t` still speaks the previous one.
        notifySuccess(i18n.t('settings.saved'));
      },
      onError: (error) => notifyError(error, t('settings.errors.save')),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('settings.form.label')}>
      <Stack gap="lg" maw={480}>
        <OnDemandSelect
          label={t('settings.form.language')}
          data={[
            { value: 'en', label: 'English' },
            { value: 'ar', label: 'العربية' },
          ]}
          value={values.language}
          onChange={(value) => (value === 'en' || value === 'ar') && change({ language: value })}
          allowDeselect={false}
        />
        <OnDemandSelect
          label={t('settings.form.dateFormat')}
          data={dateFormats.map((format) => ({ value: format, label: `${format} (${sampleOf(format)})` }))}
          value={values.dateFormat}
          onChange={(value) => {
            const format = dateFormats.find((item) => item === value);
            if (format) change({ dateFormat: format });
          }}
          allowDeselect={false}
        />
        <Radio.Group
          label={t('settings.form.timeFormat')}
          value={values.timeFormat}
          onChange={(value) => {
            const format = timeFormats.find((item) => item === value);
            if (format) change({ timeFormat: format });
          }}
        >
          <Group mt="xs">
            {timeFormats.map((format) => (
              <Radio key={format} value={format} label={t(`settings.timeFormats.${format}`)} />
            ))}
          </Group>
        </Radio.Group>
        <Radio.Group
          label={t('settings.form.weekStart')}
          value={values.weekStart}
          onChange={(value) => {
            const day = weekStarts.find((item) => item === value);
            if (day) change({ weekStart: day });
          }}
        >
          <Group mt="xs">
            {weekStarts.map((day) => (
              <Radio key={day} value={day} label={t(`settings.weekStarts.${day}`)} />
            ))}
          </Group>
        </Radio.Group>
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            {t('settings.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
