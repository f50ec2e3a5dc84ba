import { z } from 'zod';
import { pageNumber, pageSize } from './paging.ts';

/**
 * Ticket statuses as stored (§4). OPENED and REOPENED count as active, SOLVED (by the organisation) and RESOLVED (by
 * support) as solved, CANCELED as canceled, ARCHIVED as archived.
 */
export const ticketStatuses = ['OPENED', 'REOPENED', 'SOLVED', 'RESOLVED', 'CANCELED', 'ARCHIVED'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

/** The four statuses of §4 a person sees; each stored status belongs to one. */
export const ticketStatusGroups = ['Active', 'Solved', 'Canceled', 'Archived'] as const;
export type TicketStatusGroup = (typeof ticketStatusGroups)[number];

export const ticketStatusGroup: Record<TicketStatus, TicketStatusGroup> = {
  OPENED: 'Active',
  REOPENED: 'Active',
  SOLVED: 'Solved',
  RESOLVED: 'Solved',
  CANCELED: 'Canceled',
  ARCHIVED: 'Archived',
};

/** The stored statuses of a group, for filters. */
export const statusesOfGroup = (group: TicketStatusGroup): TicketStatus[] =>
  ticketStatuses.filter((status) => ticketStatusGroup[status] === group);

/** Who wrote an entry of a ticket's thread: a member of the organisation, or Worktrail support. */
export const ticketAuthorKinds = ['member', 'host'] as const;
export type TicketAuthorKind = (typeof ticketAuthorKinds)[number];

/** Limits of support: texts, and what may be attached to one ticket or one comment. */
export const supportLimits = {
  subjectMax: 200,
  messageMax: 10_000,
  commentMax: 5_000,
  /** Files attached in one request (a new ticket, or one comment). */
  filesPerRequest: 5,
  /** Bytes of one attached file. */
  fileMaxBytes: 10 * 1024 * 1024,
  /** Characters of an attached file's name (longer names are shortened, not refused). */
  fileNameMax: 120,
  listNameMax: 80,
  faqQuestionMax: 300,
  faqAnswerMax: 5_000,
  /** Ticket types, operating systems and FAQ items each hold at most this many rows. */
  listRowsMax: 200,
} as const;

/** The kinds of file a ticket accepts, as sniffed from their bytes (never from their name or declared type). */
export const attachmentTypes = ['image/webp', 'application/pdf', 'text/plain'] as const;
export type AttachmentType = (typeof attachmentTypes)[number];

/** Texts of the support API, word for word in both languages (§5, §8). */
export const supportMessages = {
  subjectRequired: 'Please enter a subject',
  subjectTooLong: 'The subject must be at most 200 characters.',
  messageRequired: 'Please describe the problem',
  messageTooLong: 'The message must be at most 10000 characters.',
  ticketTypeRequired: 'Please select a ticket type',
  operatingSystemRequired: 'Please select an operating system',
  commentRequired: 'Please write a comment',
  commentTooLong: 'The comment must be at most 5000 characters.',
  notFound: 'The ticket was not found.',
  fileNotFound: 'The file was not found.',
  ticketTypeNotFound: 'The ticket type was not found.',
  operatingSystemNotFound: 'The operating system was not found.',
  notMultipart: 'Send the ticket as multipart form data.',
  tooManyFiles: 'At most {{count}} files can be attached at once.',
  fileTooLarge: 'Each file must be at most {{megabytes}} MB.',
  fileEmpty: 'The file "{{name}}" is empty.',
  fileTypeUnsupported: 'Only images (JPEG, PNG, WebP), PDF files and plain text or log files can be attached.',
  cannotSolve: 'Only an open ticket can be marked as solved.',
  cannotReopen: 'Only a solved or canceled ticket can be reopened.',
  ticketClosed: 'This ticket is closed. Reopen it to add a comment.',
  cannotCancel: 'An archived ticket cannot be canceled.',
  statusUnchanged: 'The ticket already has this status.',
  hostOnly: 'This console is for Worktrail support staff only.',
  listNameRequired: 'Please enter a name in English and in Arabic',
  listNameTooLong: 'A name must be at most 80 characters.',
  listFull: 'This list can hold at most 200 entries.',
  listNameExists: 'An entry with this name already exists.',
  faqQuestionRequired: 'Please enter the question in English and in Arabic',
  faqQuestionTooLong: 'A question must be at most 300 characters.',
  faqAnswerRequired: 'Please enter the answer in English and in Arabic',
  faqAnswerTooLong: 'An answer must be at most 5000 characters.',
  faqNotFound: 'The FAQ item was not found.',
  faqOrderMismatch: 'The order must name every FAQ item exactly once.',
} as const;

const text = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

export const ticketSubject = text(
  supportLimits.subjectMax,
  supportMessages.subjectRequired,
  supportMessages.subjectTooLong,
);
export const ticketMessage = text(
  supportLimits.messageMax,
  supportMessages.messageRequired,
  supportMessages.messageTooLong,
);
export const ticketComment = text(
  supportLimits.commentMax,
  supportMessages.commentRequired,
  supportMessages.commentTooLong,
);

/** The text fields of `CreateTicket`'s multipart form (§3); the files come as `attachmentFiles` parts. */
export const createTicketFields = z.object({
  Subject: ticketSubject,
  Message: ticketMessage,
  TicketTypeId: z.uuid({ error: supportMessages.ticketTypeRequired }),
  OperatingSystemId: z.uuid({ error: supportMessages.operatingSystemRequired }),
});
export type CreateTicketFields = z.input<typeof createTicketFields>;

/**
 * The multipart body of `CreateTicket`, for the OpenAPI document: the fields above and up to five `attachmentFiles`.
 */
export const createTicketForm = createTicketFields.extend({
  attachmentFiles: z.array(z.string().describe('binary')).max(supportLimits.filesPerRequest).optional(),
});

/** `?ticketId=&comment=` of `AddComment` (§7): the comment may come in the query, as the spec sends it, or as a form field. */
export const addCommentQuery = z.object({ ticketId: z.uuid(), comment: ticketComment.optional() });
/** The multipart body of `AddComment`: an optional `comment` field (when not in the query) and up to five files. */
export const addCommentForm = z.object({
  comment: ticketComment.optional(),
  attachmentFiles: z.array(z.string().describe('binary')).max(supportLimits.filesPerRequest).optional(),
});
export const addCommentFields = z.object({ comment: ticketComment.optional() });

export const ticketIdQuery = z.object({ ticketId: z.uuid() });
export const ticketByIdQuery = z.object({ id: z.uuid() });
export const fileIdQuery = z.object({ fileId: z.uuid() });

/** `GetPagedList` (§7): `MaxResultCount` and `SkipCount = (page − 1) × per page`; optionally one status group. */
export const ticketListQuery = z.object({
  MaxResultCount: pageSize,
  SkipCount: z.coerce.number().int().min(0).max(1_000_000).default(0),
  Status: z.enum(ticketStatusGroups).optional(),
  Search: z.string().trim().max(200).optional(),
});

/** A named entry of a list both languages read: a ticket type or an operating system. */
export const supportListEntry = z.object({ id: z.uuid(), nameEn: z.string(), nameAr: z.string() });
export type SupportListEntry = z.infer<typeof supportListEntry>;

export const ticketAttachment = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.enum(attachmentTypes),
  sizeBytes: z.number().int(),
});
export type TicketAttachment = z.infer<typeof ticketAttachment>;

/** One entry of a ticket's conversation: a comment, or a change of status, by a member or by support. */
export const ticketThreadEntry = z.object({
  id: z.uuid(),
  kind: z.enum(['comment', 'status']),
  authorKind: z.enum(ticketAuthorKinds),
  /** The member's name, or "Worktrail support" for the host side (host names are not shown to organisations). */
  authorName: z.string(),
  body: z.string().nullable(),
  /** For a status entry: the status the ticket moved to. */
  status: z.enum(ticketStatuses).nullable(),
  createdAt: z.iso.datetime(),
  attachments: z.array(ticketAttachment),
});
export type TicketThreadEntry = z.infer<typeof ticketThreadEntry>;

export const ticketListItem = z.object({
  id: z.uuid(),
  /** A short number for people to quote, unique in the organisation. */
  number: z.number().int(),
  subject: z.string(),
  status: z.enum(ticketStatuses),
  statusGroup: z.enum(ticketStatusGroups),
  ticketType: supportListEntry,
  operatingSystem: supportListEntry,
  authorName: z.string(),
  createdAt: z.iso.datetime(),
  lastActivityAt: z.iso.datetime(),
  /** Who wrote last: support (an answer waiting) or the organisation. */
  lastActivityBy: z.enum(ticketAuthorKinds),
  commentCount: z.number().int(),
  attachmentCount: z.number().int(),
  /** Support has written since the author last opened the ticket. */
  unread: z.boolean(),
});
export type TicketListItem = z.infer<typeof ticketListItem>;

export const ticketPagedList = z.object({ items: z.array(ticketListItem), totalCount: z.number().int() });
export type TicketPagedList = z.infer<typeof ticketPagedList>;

export const ticketDetail = ticketListItem.extend({
  message: z.string(),
  attachments: z.array(ticketAttachment),
  thread: z.array(ticketThreadEntry),
  canSolve: z.boolean(),
  canReopen: z.boolean(),
  canComment: z.boolean(),
});
export type TicketDetail = z.infer<typeof ticketDetail>;

export const faqItem = z.object({
  id: z.uuid(),
  questionEn: z.string(),
  answerEn: z.string(),
  questionAr: z.string(),
  answerAr: z.string(),
  position: z.number().int(),
});
export type FaqItem = z.infer<typeof faqItem>;

// ——— The support console (host side) ———

export const hostProfile = z.object({ userId: z.uuid(), email: z.string(), name: z.string() });
export type HostProfile = z.infer<typeof hostProfile>;

export const hostTicketListQuery = z.object({
  PageNo: pageNumber,
  PageSize: pageSize,
  Status: z.enum(ticketStatusGroups).optional(),
  OrganizationId: z.uuid().optional(),
  TicketTypeId: z.uuid().optional(),
  UnreadOnly: z.enum(['true', 'false']).optional(),
  Search: z.string().trim().max(200).optional(),
});

export const hostTicketListItem = ticketListItem.extend({
  organizationId: z.uuid(),
  organizationName: z.string(),
  authorEmail: z.string(),
  /** The organisation has written since support last opened the ticket. */
  unread: z.boolean(),
});
export type HostTicketListItem = z.infer<typeof hostTicketListItem>;

export const hostTicketPagedList = z.object({
  items: z.array(hostTicketListItem),
  totalCount: z.number().int(),
  /** Tickets of the whole console with something unread, whatever the filter. */
  unreadCount: z.number().int(),
});
export type HostTicketPagedList = z.infer<typeof hostTicketPagedList>;

/** On the host side the thread names the support person who wrote. */
export const hostTicketDetail = ticketDetail.extend({
  organizationId: z.uuid(),
  organizationName: z.string(),
  authorEmail: z.string(),
  canCancel: z.boolean(),
  canArchive: z.boolean(),
});
export type HostTicketDetail = z.infer<typeof hostTicketDetail>;

/** What support may set: solve (RESOLVED), reopen (REOPENED), cancel or archive. */
export const hostSettableStatuses = ['RESOLVED', 'REOPENED', 'CANCELED', 'ARCHIVED'] as const;
export const changeTicketStatusRequest = z.strictObject({ status: z.enum(hostSettableStatuses) });

export const hostOrganization = z.object({ id: z.uuid(), name: z.string(), ticketCount: z.number().int() });
export const hostOrganizations = z.array(hostOrganization);

const listName = text(supportLimits.listNameMax, supportMessages.listNameRequired, supportMessages.listNameTooLong);
export const supportListEntryRequest = z.strictObject({
  nameEn: listName,
  nameAr: listName,
  active: z.boolean().default(true),
});
export type SupportListEntryRequest = z.input<typeof supportListEntryRequest>;
export const hostSupportListEntry = supportListEntry.extend({
  active: z.boolean(),
  position: z.number().int(),
  ticketCount: z.number().int(),
});
export type HostSupportListEntry = z.infer<typeof hostSupportListEntry>;

const question = text(
  supportLimits.faqQuestionMax,
  supportMessages.faqQuestionRequired,
  supportMessages.faqQuestionTooLong,
);
const answer = text(supportLimits.faqAnswerMax, supportMessages.faqAnswerRequired, supportMessages.faqAnswerTooLong);
export const faqItemRequest = z.strictObject({
  questionEn: question,
  answerEn: answer,
  questionAr: question,
  answerAr: answer,
  published: z.boolean().default(false),
});
export type FaqItemRequest = z.input<typeof faqItemRequest>;
export const hostFaqItem = faqItem.extend({ published: z.boolean(), updatedAt: z.iso.datetime() });
export type HostFaqItem = z.infer<typeof hostFaqItem>;
export const faqOrderRequest = z.strictObject({ ids: z.array(z.uuid()).min(1).max(supportLimits.listRowsMax) });
export const supportIdQuery = z.object({ id: z.uuid() });

export const hostAuditQuery = z.object({ PageNo: pageNumber, PageSize: pageSize, OrganizationId: z.uuid().optional() });
export const hostAuditEntry = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  hostEmail: z.string(),
  hostName: z.string(),
  /** What was done, e.g. `ticket.comment`, `ticket.status`, `faq.update`, `ticket-type.create`. */
  action: z.string(),
  organizationId: z.uuid().nullable(),
  organizationName: z.string().nullable(),
  /** The ticket, file, FAQ item or list entry acted on. */
  targetId: z.uuid().nullable(),
  /** A short description, e.g. the new status. Never a comment's text or a file's content. */
  detail: z.string(),
});
export const hostAuditPage = z.object({ items: z.array(hostAuditEntry), totalCount: z.number().int() });
export type HostAuditEntry = z.infer<typeof hostAuditEntry>;
