import { z } from 'zod';
import { pageNumber, pageSize } from './paging.ts';
import {
  attachmentTypes,
  hostSettableStatuses,
  supportLimits,
  supportMessages,
  type TicketStatus,
  type TicketStatusGroup,
  ticketAuthorKinds,
  ticketStatuses,
  ticketStatusGroup,
  ticketStatusGroups,
} from './support.constants.ts';

/** The stored statuses of a group, for filters. */
export const statusesOfGroup = (group: TicketStatusGroup): TicketStatus[] =>
  ticketStatuses.filter((status) => ticketStatusGroup[status] === group);

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
