import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { Profile } from '@worktrail/contract';
import { type FormEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { OnDemandSelect } from '../../../shared/forms/on-demand-fields.tsx';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { useFormValues } from '../../../shared/forms/use-form-values.ts';
import { validateWith } from '../../../shared/forms/validation.ts';
import { translateKnownMessage } from '../../../shared/i18n/contract-messages.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notifySuccess } from '../../../shared/notifications/notify.tsx';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { useUpdateProfile } from '../api/get-profile.ts';
import { useCountries, useTimeZones } from '../api/get-reference-lists.ts';

const fields = ['name', 'surname', 'phone', 'country', 'timeZone'] as const;

/** The profile form (§2 General settings): names, phone, country and time zone; the e-mail is shown, not edited. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const countries = useCountries();
  const timeZones = useTimeZones();
  const { submit, submitting, fieldErrors, failure, clearFieldError } = useFormSubmit({
    fields,
    mutation: useUpdateProfile(),
    onSuccess: () => notifySuccess(t('profile.form.saved')),
  });
  const { values, bind, update } = useFormValues(
    {
      name: profile.name,
      surname: profile.surname,
      phone: profile.phone ?? '',
      country: profile.country ?? '',
      timeZone: profile.timeZone ?? '',
    },
    clearFieldError,
  );

  const countryOptions = useMemo(() => {
    const named = (countries.data ?? []).map((country) => ({
      value: country.code,
      label: language === 'ar' ? country.nameAr : country.nameEn,
    }));
    return named.sort((a, b) => a.label.localeCompare(b.label, language));
  }, [countries.data, language]);
  const timeZoneOptions = useMemo(
    () => (timeZones.data ?? []).map((zone) => ({ value: zone.id, label: zone.label })),
    [timeZones.data],
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { updateProfileRequest } = await import('./profile-schemas.ts');
    void submit(validateWith(updateProfileRequest, values, (_field, issue) => translateKnownMessage(issue.message)));
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('profile.form.label')}>
      <Stack gap="md" maw={720}>
        {failure && <FormAlert message={failure.message} />}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('profile.form.name')}
            required
            autoComplete="given-name"
            value={values.name}
            onChange={bind('name')}
            error={fieldErrors.name}
          />
          <TextInput
            label={t('profile.form.surname')}
            required
            autoComplete="family-name"
            value={values.surname}
            onChange={bind('surname')}
            error={fieldErrors.surname}
          />
          <TextInput
            label={t('profile.form.email')}
            value={profile.email}
            readOnly
            description={t('profile.form.emailHint')}
          />
          <TextInput
            label={t('profile.form.phone')}
            type="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={bind('phone')}
            error={fieldErrors.phone}
          />
          <OnDemandSelect
            label={t('profile.form.country')}
            placeholder={t('profile.form.countryPlaceholder')}
            searchable
            clearable
            nothingFoundMessage={t('profile.form.nothingFound')}
            data={countryOptions}
            value={values.country || null}
            onChange={(value) => update({ country: value ?? '' })}
            error={fieldErrors.country}
            disabled={countries.isPending}
          />
          <OnDemandSelect
            label={t('profile.form.timeZone')}
            placeholder={t('profile.form.timeZonePlaceholder')}
            searchable
            clearable
            limit={100}
            nothingFoundMessage={t('profile.form.nothingFound')}
            data={timeZoneOptions}
            value={values.timeZone || null}
            onChange={(value) => update({ timeZone: value ?? '' })}
            error={fieldErrors.timeZone}
            disabled={timeZones.isPending}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={submitting}>
            {t('profile.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
