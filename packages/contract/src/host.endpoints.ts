import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { attachmentTypes } from './support.constants.ts';
import { attachmentFile } from './support.endpoints.ts';
import {
  addCommentForm,
  addCommentQuery,
  changeTicketStatusRequest,
  faqItemRequest,
  faqOrderRequest,
  fileIdQuery,
  hostAuditPage,
  hostAuditQuery,
  hostFaqItem,
  hostOrganizations,
  hostProfile,
  hostSupportListEntry,
  hostTicketDetail,
  hostTicketListQuery,
  hostTicketPagedList,
  supportIdQuery,
  supportListEntryRequest,
  ticketByIdQuery,
  ticketIdQuery,
} from './support.ts';

const base = '/api/host';
const tags = ['Support console'];
const audited = 'Recorded in the host audit log (who, what, when, which organisation).';

/** The CRUD calls of one list of the console: ticket types or operating systems. */
function supportListEndpoints(segment: 'TicketType' | 'OperatingSystem', what: string) {
  return {
    list: defineEndpoint({
      method: 'GET',
      path: `${base}/${segment}/GetList`,
      access: 'host',
      tags,
      summary: `Every ${what}, active or not, in order, with how many tickets use it`,
      result: z.array(hostSupportListEntry),
    }),
    create: defineEndpoint({
      method: 'POST',
      path: `${base}/${segment}/Create`,
      access: 'host',
      tags,
      summary: `Adds a ${what} at the end of the list`,
      description: audited,
      body: supportListEntryRequest,
      result: hostSupportListEntry,
      errors: ['ALREADY_EXISTS', 'INVALID_STATE'],
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: `${base}/${segment}/Update`,
      access: 'host',
      tags,
      summary: `Renames a ${what}, or turns it off for new tickets (tickets that use it keep it)`,
      description: audited,
      query: supportIdQuery,
      body: supportListEntryRequest,
      result: hostSupportListEntry,
      errors: ['NOT_FOUND', 'ALREADY_EXISTS'],
    }),
  };
}

/**
 * The support console (`/host`, issue 15): Worktrail staff with the host role, outside every organisation, read
 * tickets of all organisations, answer them and change their status, and keep the FAQ and the ticket lists. The
 * only cross-organisation reader, through its own database role; every change is audited.
 */
export const hostEndpoints = {
  me: defineEndpoint({
    method: 'GET',
    path: `${base}/Host/GetCurrentHost`,
    access: 'host',
    tags,
    summary: 'Who is signed in to the console (403 for anyone without the host role)',
    result: hostProfile,
  }),
  tickets: defineEndpoint({
    method: 'GET',
    path: `${base}/Ticket/GetPagedList`,
    access: 'host',
    tags,
    summary: 'Tickets of every organisation, unread first, then newest activity first',
    description: 'Unread: the organisation wrote (opened, commented or reopened) after support last opened the ticket.',
    query: hostTicketListQuery,
    result: hostTicketPagedList,
  }),
  ticket: defineEndpoint({
    method: 'GET',
    path: `${base}/Ticket/GetTicketById`,
    access: 'host',
    tags,
    summary: 'A ticket with its conversation; opening it marks it read for support',
    description: audited,
    query: ticketByIdQuery,
    result: hostTicketDetail,
    errors: ['NOT_FOUND'],
  }),
  addComment: defineEndpoint({
    method: 'POST',
    path: `${base}/Ticket/AddComment`,
    access: 'host',
    tags,
    summary: 'Answers a ticket, with attachments; the author is told by mail',
    description: `Same form as the organisation's AddComment. An answer to a solved or canceled ticket reopens it; an archived ticket takes none (409). ${audited}`,
    query: addCommentQuery,
    consumes: ['multipart/form-data'],
    body: addCommentForm,
    result: hostTicketDetail,
    errors: ['NOT_FOUND', 'INVALID_STATE', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'],
  }),
  changeStatus: defineEndpoint({
    method: 'POST',
    path: `${base}/Ticket/ChangeStatus`,
    access: 'host',
    tags,
    summary: 'Solves (RESOLVED), reopens, cancels or archives a ticket; the author is told by mail',
    description: audited,
    query: ticketIdQuery,
    body: changeTicketStatusRequest,
    result: hostTicketDetail,
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  }),
  download: defineEndpoint({
    method: 'GET',
    path: `${base}/FileStore/DownLoadFileAsStream`,
    access: 'host',
    tags,
    summary: 'A ticket’s attached file, as a download',
    description: `Always \`Content-Disposition: attachment\` with \`X-Content-Type-Options: nosniff\`. ${audited}`,
    query: fileIdQuery,
    produces: attachmentTypes,
    result: attachmentFile,
    errors: ['NOT_FOUND'],
  }),
  organizations: defineEndpoint({
    method: 'GET',
    path: `${base}/Organization/GetList`,
    access: 'host',
    tags,
    summary: 'The organisations that have tickets, for the filter',
    result: hostOrganizations,
  }),
  faq: defineEndpoint({
    method: 'GET',
    path: `${base}/FAQ/GetList`,
    access: 'host',
    tags,
    summary: 'Every FAQ item, published or draft, in order',
    result: z.array(hostFaqItem),
  }),
  createFaq: defineEndpoint({
    method: 'POST',
    path: `${base}/FAQ/Create`,
    access: 'host',
    tags,
    summary: 'Adds a FAQ item at the end, published or as a draft',
    description: audited,
    body: faqItemRequest,
    result: hostFaqItem,
    errors: ['INVALID_STATE'],
  }),
  updateFaq: defineEndpoint({
    method: 'PUT',
    path: `${base}/FAQ/Update`,
    access: 'host',
    tags,
    summary: 'Changes a FAQ item, or publishes or unpublishes it',
    description: audited,
    query: supportIdQuery,
    body: faqItemRequest,
    result: hostFaqItem,
    errors: ['NOT_FOUND'],
  }),
  deleteFaq: defineEndpoint({
    method: 'DELETE',
    path: `${base}/FAQ/Delete`,
    access: 'host',
    tags,
    summary: 'Deletes a FAQ item',
    description: audited,
    query: supportIdQuery,
    result: z.object({ id: z.uuid() }),
    errors: ['NOT_FOUND'],
  }),
  orderFaq: defineEndpoint({
    method: 'POST',
    path: `${base}/FAQ/SetOrder`,
    access: 'host',
    tags,
    summary: 'Puts the FAQ in the given order; `ids` names every item once',
    description: audited,
    body: faqOrderRequest,
    result: z.array(hostFaqItem),
    errors: ['INVALID_STATE'],
  }),
  audit: defineEndpoint({
    method: 'GET',
    path: `${base}/Audit/GetPagedList`,
    access: 'host',
    tags,
    summary: 'What support did, newest first: who, what, when and in which organisation',
    query: hostAuditQuery,
    result: hostAuditPage,
  }),
};

/** The console's ticket types (issue 15). */
export const hostTicketTypeEndpoints = supportListEndpoints('TicketType', 'ticket type');
/** The console's operating systems (issue 15). */
export const hostOperatingSystemEndpoints = supportListEndpoints('OperatingSystem', 'operating system');
