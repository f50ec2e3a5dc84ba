import type { FaqItem, SupportListEntry, TicketDetail, TicketListItem, TicketPagedList } from '@worktrail/contract';
import { uuid } from '../../../shared/tickets/ticket-fixtures.ts';

export { threadEntry, uuid } from '../../../shared/tickets/ticket-fixtures.ts';

export const bugType: SupportListEntry = { id: uuid(101), nameEn: 'Bug report', nameAr: 'بلاغ عن خطأ' };
export const questionType: SupportListEntry = { id: uuid(102), nameEn: 'Question', nameAr: 'سؤال' };
export const windows: SupportListEntry = { id: uuid(201), nameEn: 'Windows', nameAr: 'ويندوز' };
export const linux: SupportListEntry = { id: uuid(202), nameEn: 'Linux', nameAr: 'لينكس' };

/** A ticket of the list, active and read unless changed. */
export function ticketItem(n: number, change: Partial<TicketListItem> = {}): TicketListItem {
  return {
    id: uuid(n),
    number: n,
    subject: `Ticket ${n}`,
    status: 'OPENED',
    statusGroup: 'Active',
    ticketType: bugType,
    operatingSystem: windows,
    authorName: 'Ada Lovelace',
    createdAt: '2026-11-02T09:00:00.000Z',
    lastActivityAt: '2026-11-03T10:30:00.000Z',
    lastActivityBy: 'member',
    commentCount: 0,
    attachmentCount: 0,
    unread: false,
    ...change,
  };
}

export const ticketPage = (items: TicketListItem[], totalCount = items.length): TicketPagedList => ({
  items,
  totalCount,
});

/** A ticket as its page reads it: active, open to replies and to being solved unless changed. */
export function ticketDetail(n: number, change: Partial<TicketDetail> = {}): TicketDetail {
  return {
    ...ticketItem(n),
    message: 'The timer stops after a minute.',
    attachments: [],
    thread: [],
    canSolve: true,
    canReopen: false,
    canComment: true,
    ...change,
  };
}

export const faqItems: FaqItem[] = [
  {
    id: uuid(301),
    questionEn: 'How do I reset my password?',
    answerEn: 'Use the forgot-password link on the sign-in page.',
    questionAr: 'كيف أعيد تعيين كلمة المرور؟',
    answerAr: 'استخدم رابط نسيت كلمة المرور في صفحة تسجيل الدخول.',
    position: 1,
  },
  {
    id: uuid(302),
    questionEn: 'Can I track time offline?',
    answerEn: 'Yes: the tracker uploads your time when you are back online.',
    questionAr: 'هل يمكنني تتبع الوقت دون اتصال؟',
    answerAr: 'نعم: يرفع المتتبع وقتك عند عودتك إلى الاتصال.',
    position: 2,
  },
];
