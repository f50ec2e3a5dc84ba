import type { ApiKey, BillingPackage, DataExport, Invoice } from '@worktrail/contract';
import type { OrganizationDetails } from '../components/OrganizationSummary.tsx';

/** A UUIDv7-shaped id numbered `n`, unique per fixture. */
export const uuid = (n: number) => `0193a000-0000-7000-8000-${String(n).padStart(12, '0')}`;

export const trialPackage: BillingPackage = {
  id: uuid(301),
  nameEn: 'Free trial',
  nameAr: 'تجربة مجانية',
  pricePerSeatMinor: 0,
  currency: 'USD',
  seats: 20,
  screenshotRetentionDays: 30,
  features: ['reports', 'screenshots'],
  isTrial: true,
  trialDays: 14,
};
export const starterPackage: BillingPackage = {
  ...trialPackage,
  id: uuid(302),
  nameEn: 'Starter',
  nameAr: 'المبتدئة',
  pricePerSeatMinor: 500,
  seats: 25,
  screenshotRetentionDays: 90,
  features: ['reports', 'tasks', 'screenshots'],
  isTrial: false,
  trialDays: null,
};
export const businessPackage: BillingPackage = {
  ...starterPackage,
  id: uuid(303),
  nameEn: 'Business',
  nameAr: 'الأعمال',
  pricePerSeatMinor: 900,
  seats: 500,
  screenshotRetentionDays: 365,
  features: ['reports', 'tasks', 'screenshots', 'apiKeys', 'dataExport', 'support'],
};

/** The organisation page's details: on the trial, 12 seats used and 3 held by invitations, unless changed. */
export function organizationDetails(change: Partial<OrganizationDetails> = {}): OrganizationDetails {
  return {
    id: uuid(1),
    name: 'Acme Studio',
    subscription: {
      package: trialPackage,
      status: 'trial',
      periodStart: '2026-11-20',
      periodEnd: '2026-12-03',
      trialEndsOn: '2026-12-03',
      pendingPackage: null,
    },
    seats: { used: 12, pendingInvitations: 3, limit: 20 },
    paymentMethod: { provider: 'manual', billingEmail: null, billingAddress: null, instructions: 'IBAN DE00 1234' },
    balanceMinor: 0,
    currency: 'USD',
    ...change,
  };
}

/** An invoice of November: 10 seats of Starter, open unless changed. */
export function invoice(n: number, change: Partial<Invoice> = {}): Invoice {
  return {
    id: uuid(400 + n),
    number: `WT-${String(n).padStart(6, '0')}`,
    issuedOn: '2026-11-01',
    periodStart: '2026-11-01',
    periodEnd: '2026-11-30',
    description: 'Starter, 10 seats, November 2026',
    currency: 'USD',
    subtotalMinor: 5000,
    taxMinor: 0,
    amountMinor: 5000,
    paidMinor: 0,
    balanceMinor: 5000,
    status: 'open',
    lines: [{ description: 'Starter × 10 seats', quantity: 10, unitMinor: 500, amountMinor: 5000 }],
    payments: [],
    ...change,
  };
}

export function apiKey(n: number, change: Partial<ApiKey> = {}): ApiKey {
  return {
    id: uuid(500 + n),
    name: `Key ${n}`,
    prefix: `wt_k${n}Ab`,
    scopes: ['reports:read'],
    createdAt: '2026-11-02T09:00:00.000Z',
    createdByName: 'Ada Lovelace',
    expiresAt: null,
    lastUsedAt: null,
    revokedAt: null,
    ...change,
  };
}

export function dataExport(n: number, change: Partial<DataExport> = {}): DataExport {
  return {
    id: uuid(600 + n),
    status: 'ready',
    progress: 100,
    createdAt: '2026-11-25T10:00:00.000Z',
    createdByName: 'Ada Lovelace',
    finishedAt: '2026-11-25T10:01:00.000Z',
    expiresAt: '2026-11-26T10:01:00.000Z',
    sizeBytes: 2048,
    fileName: 'acme-export.zip',
    ...change,
  };
}
