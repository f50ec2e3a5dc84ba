/**
 * Plans, seats, invoices and payments (§1, §3 "Organization" and "Subscription", issue 16). Money is always an
 * integer count of the currency's minor unit (cents, fils…), never a float; `currency` is ISO 4217.
 */
export const billingLimits = {
  packageNameMax: 80,
  /** Per seat and month, in minor units: 0 (free) up to 1,000,000.00. */
  priceMinorMax: 100_000_000,
  seatsMax: 100_000,
  retentionDaysMax: 3_650,
  trialDaysMax: 365,
  packagesMax: 50,
  referenceMax: 120,
  billingTextMax: 500,
  /** A payment at most this many minor units. */
  paymentMinorMax: 10_000_000_000,
} as const;

/** What a package may switch on beyond time tracking; stored on the package and shown on the plan. */
export const packageFeatures = ['reports', 'tasks', 'screenshots', 'apiKeys', 'dataExport', 'support'] as const;
export type PackageFeature = (typeof packageFeatures)[number];

/** How long a new organisation's free trial lasts unless the trial package says otherwise (README documents it). */
export const defaultTrialDays = 14;

/** Texts of billing, word for word in both languages (§5, §8 "Organization"). */
export const billingMessages = {
  packageRequired: 'Please select a package',
  packageNotFound: 'The package was not found.',
  packageUnchanged: 'The organization is already on this package.',
  updateFailed: 'Failed to update package or payment method.',
  seatLimitReached:
    'Your plan allows {{limit}} seats and {{used}} are in use, so {{requested}} more cannot be added. Choose a larger plan in Organization Settings.',
  packageNameRequired: 'Please enter the package name in English and in Arabic',
  packageNameTooLong: 'A package name must be at most 80 characters.',
  packageNameExists: 'A package with this name already exists.',
  currencyInvalid: 'The currency must be a three-letter ISO 4217 code, such as USD.',
  priceInvalid: 'The price must be a whole number of minor units (cents) from 0.',
  seatsInvalid: 'Seats must be a whole number from 1.',
  retentionInvalid: 'Screenshot retention must be a whole number of days from 1.',
  trialPackageExists: 'Only one package can be the free trial.',
  packagesFull: 'There can be at most 50 packages.',
  invoiceNotFound: 'The invoice was not found.',
  paymentTooLarge: 'The payment is larger than the invoice balance.',
  paymentInvalid: 'The payment must be a whole number of minor units from 1.',
  organizationNotFound: 'The organization was not found.',
  paymentMethodNotFound: 'This payment method is not offered.',
  changedNow: 'Your plan is now {{name}}. The difference for the rest of this period is on invoice {{number}}.',
  changedNowFree: 'Your plan is now {{name}}.',
  changedNextPeriod: 'Your plan becomes {{name}} on {{date}}, when the next billing period starts.',
} as const;

/** When a change of plan applies: at once (an upgrade, or leaving the trial), or from the next billing period. */
export const planChangeTimings = ['now', 'nextPeriod'] as const;

export const subscriptionStatuses = ['trial', 'active', 'trialEnded'] as const;

/** Payment providers behind one interface; `manual` (bank transfer, recorded by support) is the default. */
export const paymentProviders = ['manual'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

export const invoiceStatuses = ['open', 'paid'] as const;
