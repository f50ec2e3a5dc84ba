import userEvent from '@testing-library/user-event';
import {
  type HostFaqItem,
  type HostSupportListEntry,
  type HostTicketDetail,
  type HostTicketListItem,
  hostEndpoints,
  hostTicketTypeEndpoints,
} from '@worktrail/contract';
import { okResponse, stubApi } from '../../../test/api.ts';
import type { HostInvoice } from '../api/billing.ts';
import type { HostPackage } from '../api/packages.ts';

type Handlers = Parameters<typeof stubApi>[0];

export const hostId = (family: string, n: number) => `0190f5f0-0000-7000-8000-${family}${String(n).padStart(11, '0')}`;

export const acme = { id: hostId('a', 1), name: 'Acme Ltd', ticketCount: 3 };
export const globex = { id: hostId('a', 2), name: 'Globex', ticketCount: 1 };
export const bugType = { id: hostId('b', 1), nameEn: 'Bug', nameAr: 'خلل' };
export const windows = { id: hostId('c', 1), nameEn: 'Windows', nameAr: 'ويندوز' };

/** "METHOD /path" of a console call, as the fake fetch keys it. */
export const route = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;

export function ticketItem(overrides: Partial<HostTicketListItem> = {}): HostTicketListItem {
  return {
    id: hostId('d', 1),
    number: 7,
    subject: 'The timer stops at midnight',
    status: 'OPENED',
    statusGroup: 'Active',
    ticketType: bugType,
    operatingSystem: windows,
    authorName: 'Ada Lovelace',
    authorEmail: 'ada@acme.example',
    organizationId: acme.id,
    organizationName: acme.name,
    createdAt: '2026-11-20T09:00:00.000Z',
    lastActivityAt: '2026-11-21T10:30:00.000Z',
    lastActivityBy: 'member',
    commentCount: 1,
    attachmentCount: 1,
    unread: false,
    ...overrides,
  };
}

export function ticketDetail(overrides: Partial<HostTicketDetail> = {}): HostTicketDetail {
  return {
    ...ticketItem(),
    message: 'Every night the timer stops by itself.',
    attachments: [{ id: hostId('f', 1), fileName: 'timer.log', contentType: 'text/plain', sizeBytes: 2048 }],
    thread: [
      {
        id: hostId('e', 1),
        kind: 'comment',
        authorKind: 'host',
        authorName: 'Sam Support',
        body: 'Which version do you use?',
        status: null,
        createdAt: '2026-11-20T11:00:00.000Z',
        attachments: [],
      },
      {
        id: hostId('e', 2),
        kind: 'status',
        authorKind: 'member',
        authorName: 'Ada Lovelace',
        body: null,
        status: 'SOLVED',
        createdAt: '2026-11-20T12:00:00.000Z',
        attachments: [],
      },
    ],
    canSolve: true,
    canReopen: false,
    canComment: true,
    canCancel: true,
    canArchive: true,
    ...overrides,
  };
}

export function faqItem(n: number, overrides: Partial<HostFaqItem> = {}): HostFaqItem {
  return {
    id: hostId('9', n),
    questionEn: `Question ${n}`,
    answerEn: `Answer ${n}`,
    questionAr: `سؤال ${n}`,
    answerAr: `جواب ${n}`,
    position: n,
    published: true,
    updatedAt: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}

export function listEntry(overrides: Partial<HostSupportListEntry> = {}): HostSupportListEntry {
  return { ...bugType, active: true, position: 1, ticketCount: 4, ...overrides };
}

/** A signed-in host: who they are, the organisations, the ticket types and an empty first page of tickets. */
export function stubHostApi(handlers: Handlers = {}) {
  return stubApi({
    [route(hostEndpoints.me)]: () =>
      okResponse({ userId: hostId('0', 1), email: 'sam@worktrail.example', name: 'Sam Support' }),
    [route(hostEndpoints.organizations)]: () => okResponse([acme, globex]),
    [route(hostTicketTypeEndpoints.list)]: () => okResponse([listEntry()]),
    [route(hostEndpoints.tickets)]: () => okResponse({ items: [], totalCount: 0, unreadCount: 0 }),
    ...handlers,
  });
}

/** Puts a whole text in a field at once (typing it letter by letter only slows the test). */
export async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

export const starterId = hostId('5', 2);

/** A package as the console lists it: Starter, 5.00 USD per seat, offered, on two organisations. */
export function packageItem(overrides: Partial<HostPackage> = {}): HostPackage {
  return {
    id: starterId,
    nameEn: 'Starter',
    nameAr: 'المبتدئ',
    pricePerSeatMinor: 500,
    currency: 'USD',
    seats: 25,
    screenshotRetentionDays: 90,
    features: ['reports', 'screenshots'],
    isTrial: false,
    trialDays: null,
    active: true,
    sortOrder: 2,
    organizationCount: 2,
    ...overrides,
  };
}

/** An open invoice of Acme: 125.00 USD, 25.00 paid, 100.00 to pay. */
export function invoiceItem(overrides: Partial<HostInvoice> = {}): HostInvoice {
  return {
    id: hostId('7', 1),
    number: 'WT-000042',
    issuedOn: '2026-11-01',
    periodStart: '2026-11-01',
    periodEnd: '2026-11-30',
    description: 'Starter, 25 seats, November 2026',
    currency: 'USD',
    subtotalMinor: 12500,
    taxMinor: 0,
    amountMinor: 12500,
    paidMinor: 2500,
    balanceMinor: 10000,
    status: 'open',
    lines: [{ description: 'Starter × 25 seats', quantity: 25, unitMinor: 500, amountMinor: 12500 }],
    payments: [{ id: hostId('8', 1), amountMinor: 2500, paidOn: '2026-11-10', reference: 'TR-1', provider: 'manual' }],
    organizationId: acme.id,
    organizationName: acme.name,
    ...overrides,
  };
}
