import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { permissions } from './permissions.ts';
import { attachmentTypes } from './support.constants.ts';
import {
  addCommentForm,
  addCommentQuery,
  createTicketForm,
  faqItem,
  fileIdQuery,
  supportListEntry,
  ticketByIdQuery,
  ticketDetail,
  ticketIdQuery,
  ticketListQuery,
  ticketPagedList,
} from './support.ts';

const read = permissions.support.read;
const tags = ['Support'];
const seeTicket =
  'the caller wrote the ticket, or holds `Worktrail.Support.ManageAll` (owners by default); anyone else gets 404';
const attachments =
  'Up to 5 files of at most 10 MB each (413 beyond): images (JPEG, PNG, WebP; re-encoded as WebP without ' +
  'metadata), PDF, and plain text or log files, each recognised by its bytes (415 for anything else).';

/** An attached file as it is downloaded. */
export const attachmentFile = z.string().meta({ format: 'binary', description: 'The attached file' });

/**
 * Support tickets of the organisation side (§1, §2, §3, §4, §7 "Tickets"): open, list, read, answer, solve and
 * reopen; the FAQ; and the attachments. Who may see a ticket: its author, and the organisation's owners.
 */
export const supportEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/v1/Ticket/CreateTicket',
    access: read,
    tags,
    summary: 'Opens a support ticket, with attachments',
    description: `Multipart form: Subject, Message, TicketTypeId, OperatingSystemId and \`attachmentFiles\`. ${attachments} Support is told by mail.`,
    consumes: ['multipart/form-data'],
    body: createTicketForm,
    result: ticketDetail,
    errors: ['NOT_FOUND', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/v1/Ticket/GetPagedList',
    access: read,
    policy:
      'the caller’s own tickets; every ticket of the organisation for holders of `Worktrail.Support.ManageAll` (owners by default)',
    tags,
    summary: 'The tickets the caller may see, newest activity first',
    description: '`SkipCount` = (page − 1) × `MaxResultCount` (§7). `Status` filters by one of the four groups of §4.',
    query: ticketListQuery,
    result: ticketPagedList,
  }),
  byId: defineEndpoint({
    method: 'GET',
    path: '/v1/Ticket/GetTicketById',
    access: read,
    policy: seeTicket,
    tags,
    summary: 'A ticket with its conversation and attachments',
    description: 'Opening it as its author marks support’s answers as read.',
    query: ticketByIdQuery,
    result: ticketDetail,
    errors: ['NOT_FOUND'],
  }),
  solve: defineEndpoint({
    method: 'POST',
    path: '/v1/Ticket/Solve',
    access: read,
    policy: seeTicket,
    tags,
    summary: 'Marks an active ticket as solved (SOLVED)',
    query: ticketIdQuery,
    result: ticketDetail,
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  }),
  reopen: defineEndpoint({
    method: 'POST',
    path: '/v1/Ticket/ReOpen',
    access: read,
    policy: seeTicket,
    tags,
    summary: 'Reopens a solved or canceled ticket (REOPENED)',
    description: 'An archived ticket stays archived.',
    query: ticketIdQuery,
    result: ticketDetail,
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  }),
  addComment: defineEndpoint({
    method: 'POST',
    path: '/v1/Ticket/AddComment',
    access: read,
    policy: seeTicket,
    tags,
    summary: 'Adds a comment, with attachments, to an active ticket',
    description: `The comment comes as \`?comment=\` (§7) or as the form field \`comment\`. ${attachments} A solved, canceled or archived ticket takes no comment (409): reopen it first.`,
    query: addCommentQuery,
    consumes: ['multipart/form-data'],
    body: addCommentForm,
    result: ticketDetail,
    errors: ['NOT_FOUND', 'INVALID_STATE', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'],
  }),
  ticketTypes: defineEndpoint({
    method: 'GET',
    path: '/v1/Ticket/GetTicketTypes',
    access: read,
    tags,
    summary: 'The ticket types one may choose, in both languages',
    result: z.array(supportListEntry),
  }),
  operatingSystems: defineEndpoint({
    method: 'GET',
    path: '/v1/Ticket/GetOperatingSystems',
    access: read,
    tags,
    summary: 'The operating systems one may choose, in both languages',
    result: z.array(supportListEntry),
  }),
  faq: defineEndpoint({
    method: 'GET',
    path: '/v1/FAQ/GetList',
    access: 'signed-in',
    tags,
    summary: 'The published FAQ, in order, in both languages',
    result: z.array(faqItem),
  }),
  download: defineEndpoint({
    method: 'GET',
    path: '/v1/FileStore/DownLoadFileAsStream',
    access: read,
    policy: `a file of a ticket the caller may see: ${seeTicket}`,
    tags,
    summary: 'A ticket’s attached file, as a download',
    description: 'Always `Content-Disposition: attachment` with `X-Content-Type-Options: nosniff`.',
    query: fileIdQuery,
    produces: attachmentTypes,
    result: attachmentFile,
    errors: ['NOT_FOUND'],
  }),
};
