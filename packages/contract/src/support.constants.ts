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

/** What support may set: solve (RESOLVED), reopen (REOPENED), cancel or archive. */
export const hostSettableStatuses = ['RESOLVED', 'REOPENED', 'CANCELED', 'ARCHIVED'] as const;
