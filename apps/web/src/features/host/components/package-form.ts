import { type PackageFeature, type PackageRequest, packageRequest } from '@worktrail/contract';
import { fractionDigitsOf, minorToDecimal, parseMajorAmount } from '../../../shared/billing/money.ts';
import { type Validation, validateWith } from '../../../shared/forms/validation.ts';
import { translateKnownMessage } from '../../../shared/i18n/contract-messages.ts';
import type { HostPackage } from '../api/packages.ts';

/** The package form's fields, named as the request names them, as typed (numbers stay text until sent). */
export type PackageFormValues = {
  nameEn: string;
  nameAr: string;
  pricePerSeatMinor: string;
  currency: string;
  seats: string;
  screenshotRetentionDays: string;
  features: PackageFeature[];
  isTrial: boolean;
  trialDays: string;
  active: boolean;
};
export type PackageFormField = keyof PackageFormValues;
export const packageFormFields = [
  'nameEn',
  'nameAr',
  'pricePerSeatMinor',
  'currency',
  'seats',
  'screenshotRetentionDays',
  'features',
  'isTrial',
  'trialDays',
  'active',
] as const satisfies readonly PackageFormField[];

/** A package's values to edit (the price in major units of its currency), or a new package's. */
export function initialPackageValues(item: HostPackage | null): PackageFormValues {
  if (!item) {
    return {
      nameEn: '',
      nameAr: '',
      pricePerSeatMinor: '',
      currency: 'USD',
      seats: '',
      screenshotRetentionDays: '',
      features: [],
      isTrial: false,
      trialDays: '',
      active: true,
    };
  }
  return {
    nameEn: item.nameEn,
    nameAr: item.nameAr,
    pricePerSeatMinor: minorToDecimal(item.pricePerSeatMinor, item.currency),
    currency: item.currency,
    seats: String(item.seats),
    screenshotRetentionDays: String(item.screenshotRetentionDays),
    features: [...item.features],
    isTrial: item.isTrial,
    trialDays: item.trialDays === null ? '' : String(item.trialDays),
    active: item.active,
  };
}

// Not a whole number is NaN, which the contract refuses with its own message.
const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

type Texts = { priceFormat: (digits: number) => string; trialDaysInvalid: string };

/**
 * Checks the form with the contract's own schema and its messages, and turns the price typed in major units into
 * minor units exactly; the request to send, or a message per failing field.
 */
export function checkPackageForm(
  values: PackageFormValues,
  texts: Texts,
): Validation<PackageFormField, Required<PackageRequest>> {
  const currency = values.currency.trim();
  const price = parseMajorAmount(values.pricePerSeatMinor, currency);
  const checked = validateWith<PackageFormField, Required<PackageRequest>>(
    packageRequest,
    {
      nameEn: values.nameEn,
      nameAr: values.nameAr,
      pricePerSeatMinor: price ?? Number.NaN,
      currency,
      seats: wholeNumber(values.seats),
      screenshotRetentionDays: wholeNumber(values.screenshotRetentionDays),
      features: values.features,
      isTrial: values.isTrial,
      trialDays: values.isTrial ? wholeNumber(values.trialDays) : null,
      active: values.active,
    },
    (_field, issue) => translateKnownMessage(issue.message),
  );
  if (checked.ok) return checked;
  const errors = { ...checked.errors };
  // The price is typed in major units: say so, rather than the contract's words about minor units.
  if (errors.pricePerSeatMinor && price === null)
    errors.pricePerSeatMinor = texts.priceFormat(fractionDigitsOf(currency));
  if (errors.trialDays) errors.trialDays = texts.trialDaysInvalid;
  return { ok: false, errors };
}
