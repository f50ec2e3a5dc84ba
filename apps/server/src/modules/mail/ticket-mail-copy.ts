import type { Language, TicketStatusGroup } from '@worktrail/contract';

/** What happened to a ticket, for the mail to support's inbox. */
export type TicketToSupportEvent = 'opened' | 'commented' | 'reopened' | 'solved';
/** What support did, for the mail to the ticket's author. */
export type TicketToAuthorEvent = 'answered' | 'status';

export type TicketToSupportParams = {
  link: string;
  event: TicketToSupportEvent;
  number: number;
  subject: string;
  organisationName: string;
  authorName: string;
  /** The start of the message or comment; never an attachment's content. */
  excerpt: string;
  attachmentCount: number;
};

export type TicketToAuthorParams = {
  link: string;
  event: TicketToAuthorEvent;
  number: number;
  subject: string;
  /** For a status change: the group the ticket is now in (§4). */
  statusGroup?: TicketStatusGroup;
  excerpt: string;
  attachmentCount: number;
};

type Copy = { subject: string; lines: string[]; action: string; footer: string };

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

const groupNames: Record<TicketStatusGroup, { en: string; ar: string }> = {
  Active: { en: 'active', ar: 'نشطة' },
  Solved: { en: 'solved', ar: 'محلولة' },
  Canceled: { en: 'canceled', ar: 'ملغاة' },
  Archived: { en: 'archived', ar: 'مؤرشفة' },
};

const attachmentsLine = (count: number, language: Language) =>
  count === 0
    ? []
    : language === 'ar'
      ? [`المرفقات: ${count} (تُفتح من التذكرة)`]
      : [`Attachments: ${count} (open them from the ticket)`];

/** Support's inbox: an organisation opened, commented on, solved or reopened a ticket. */
export function ticketToSupportCopy(params: TicketToSupportParams, language: Language): Copy {
  const subject = oneLine(params.subject);
  const who = oneLine(params.authorName) || (language === 'ar' ? 'عضو' : 'A member');
  const organisation = oneLine(params.organisationName);
  const excerpt = params.excerpt ? [params.excerpt] : [];
  if (language === 'ar') {
    const verb = { opened: 'فتح', commented: 'علّق على', reopened: 'أعاد فتح', solved: 'أغلق كمحلولة' }[params.event];
    return {
      subject: `[#${params.number}] ${subject} — ${organisation}`,
      lines: [
        `${verb} ${who} من ${organisation} التذكرة رقم ${params.number}: «${subject}»`,
        ...excerpt,
        ...attachmentsLine(params.attachmentCount, language),
      ],
      action: 'فتح التذكرة في وحدة الدعم',
      footer: 'تصلك هذه الرسالة لأنك ضمن فريق دعم Worktrail.',
    };
  }
  const verb = { opened: 'opened', commented: 'commented on', reopened: 'reopened', solved: 'marked as solved' }[
    params.event
  ];
  return {
    subject: `[#${params.number}] ${subject} — ${organisation}`,
    lines: [
      `${who} of ${organisation} ${verb} ticket #${params.number}: “${subject}”`,
      ...excerpt,
      ...attachmentsLine(params.attachmentCount, language),
    ],
    action: 'Open the ticket in the support console',
    footer: 'You get this email because you are on the Worktrail support team.',
  };
}

/** The ticket's author: support answered, or changed the ticket's status. */
export function ticketToAuthorCopy(params: TicketToAuthorParams, language: Language): Copy {
  const subject = oneLine(params.subject);
  const excerpt = params.excerpt ? [params.excerpt] : [];
  const group = params.statusGroup ?? 'Active';
  if (language === 'ar') {
    return {
      subject:
        params.event === 'answered'
          ? `ردّ الدعم على تذكرتك رقم ${params.number}: «${subject}»`
          : `تذكرتك رقم ${params.number} الآن ${groupNames[group].ar}`,
      lines: [
        params.event === 'answered'
          ? `ردّ فريق دعم Worktrail على تذكرتك «${subject}»:`
          : `غيّر فريق دعم Worktrail حالة تذكرتك «${subject}» إلى: ${groupNames[group].ar}.`,
        ...excerpt,
        ...attachmentsLine(params.attachmentCount, language),
      ],
      action: 'فتح التذكرة',
      footer: 'تصلك هذه الرسالة لأنك فتحت هذه التذكرة في Worktrail.',
    };
  }
  return {
    subject:
      params.event === 'answered'
        ? `Support answered your ticket #${params.number}: “${subject}”`
        : `Your ticket #${params.number} is now ${groupNames[group].en}`,
    lines: [
      params.event === 'answered'
        ? `Worktrail support answered your ticket “${subject}”:`
        : `Worktrail support changed the status of your ticket “${subject}” to ${groupNames[group].en}.`,
      ...excerpt,
      ...attachmentsLine(params.attachmentCount, language),
    ],
    action: 'Open the ticket',
    footer: 'You get this email because you opened this ticket on Worktrail.',
  };
}
