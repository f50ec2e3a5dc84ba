import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { packageFeatures } from '@worktrail/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormFailure, splitFormFailure } from '../../../shared/forms/form-failure.ts';
import { notifySuccess } from '../../../shared/notifications/notify.tsx';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { type HostPackage, useSavePackage } from '../api/packages.ts';
import {
  checkPackageForm,
  initialPackageValues,
  type PackageFormField,
  type PackageFormValues,
  packageFormFields,
} from './package-form.ts';

type PackageFormModalProps = { item: HostPackage | null; onClose: () => void };

/** Defines a package (no item) or changes one: names in both languages, price, limits, features, trial, offered. */
export function PackageFormModal({ item, onClose }: PackageFormModalProps) {
  const { t } = useTranslation();
  const save = useSavePackage();
  const [values, setValues] = useState<PackageFormValues>(() => initialPackageValues(item));
  const [errors, setErrors] = useState<Partial<Record<PackageFormField, string>>>({});
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const set = (change: Partial<PackageFormValues>) => setValues((current) => ({ ...current, ...change }));
  const text = (
    field: 'nameEn' | 'nameAr' | 'pricePerSeatMinor' | 'seats' | 'screenshotRetentionDays' | 'trialDays',
  ) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: { currentTarget: { value: string } }) => set({ [field]: event.currentTarget.value }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPackageForm(values, {
      priceFormat: (digits) => t('host.packages.form.priceFormat', { digits }),
      trialDaysInvalid: t('host.packages.form.trialDaysInvalid'),
    });
    setFailure(null);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(
      { id: item?.id ?? null, fields: checked.data },
      {
        onSuccess: (saved) => {
          notifySuccess(t(item ? 'host.packages.updated' : 'host.packages.created', { name: saved.nameEn }));
          onClose();
        },
        onError: (error) => {
          const split = splitFormFailure(error, packageFormFields, t('host.packages.saveFailed'));
          setErrors(split.fieldErrors);
          setFailure(split.failure);
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={item ? t('host.packages.form.editTitle', { name: item.nameEn }) : t('host.packages.form.addTitle')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('host.packages.form.nameEn')} lang="en" required {...text('nameEn')} />
            {/* The Arabic name is typed right to left whatever the screen's language. */}
            <TextInput
              label={t('host.packages.form.nameAr')}
              lang="ar"
              wrapperProps={{ dir: 'rtl' }}
              required
              {...text('nameAr')}
            />
            <TextInput
              label={t('host.packages.form.price')}
              description={t('host.packages.form.priceHint')}
              inputMode="decimal"
              required
              {...text('pricePerSeatMinor')}
            />
            <TextInput
              label={t('host.packages.form.currency')}
              description={t('host.packages.form.currencyHint')}
              required
              maxLength={3}
              autoCapitalize="characters"
              value={values.currency}
              error={errors.currency}
              onChange={(event) => set({ currency: event.currentTarget.value.toUpperCase() })}
            />
            <TextInput label={t('host.packages.form.seats')} inputMode="numeric" required {...text('seats')} />
            <TextInput
              label={t('host.packages.form.retention')}
              inputMode="numeric"
              required
              {...text('screenshotRetentionDays')}
            />
          </SimpleGrid>
          <Checkbox.Group
            label={t('host.packages.form.features')}
            value={values.features}
            error={errors.features}
            onChange={(features) => set({ features: packageFeatures.filter((feature) => features.includes(feature)) })}
          >
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} mt="xs">
              {packageFeatures.map((feature) => (
                <Checkbox key={feature} value={feature} label={t(`host.packages.features.${feature}`)} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Checkbox
            label={t('host.packages.form.trial')}
            description={t('host.packages.form.trialHint')}
            checked={values.isTrial}
            error={errors.isTrial}
            onChange={(event) => set({ isTrial: event.currentTarget.checked })}
          />
          {values.isTrial && (
            <TextInput
              label={t('host.packages.form.trialDays')}
              inputMode="numeric"
              required
              maw={240}
              {...text('trialDays')}
            />
          )}
          <Switch
            label={t('host.packages.form.offered')}
            description={t('host.packages.form.offeredHint')}
            checked={values.active}
            onChange={(event) => set({ active: event.currentTarget.checked })}
          />
          {failure && <FormAlert message={failure.message} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('host.packages.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
