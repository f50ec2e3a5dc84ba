import { inputMessages, supportMessages as m, supportLimits } from '@worktrail/contract';
import { AppError, keyedError, notFound, validationError } from '../../http/errors.ts';

const megabytes = supportLimits.fileMaxBytes / (1024 * 1024);
const invalidState = (message: string) => new AppError({ code: 'INVALID_STATE', message });

/** Refusals of support calls, with the contract's texts (both sides of the console use them). */
export const supportErrors = {
  /** A ticket of another organisation, or one the caller may not see: one answer for all. */
  ticketNotFound: () => notFound(m.notFound),
  fileNotFound: () => notFound(m.fileNotFound),
  ticketTypeNotFound: () => notFound(m.ticketTypeNotFound),
  operatingSystemNotFound: () => notFound(m.operatingSystemNotFound),
  faqNotFound: () => notFound(m.faqNotFound),
  /** A new ticket's type or operating system that is missing or switched off, on the form field that chose it. */
  choiceNotFound: (field: 'TicketTypeId' | 'OperatingSystemId') => {
    const message = field === 'TicketTypeId' ? m.ticketTypeNotFound : m.operatingSystemNotFound;
    return new AppError({ code: 'NOT_FOUND', message, errors: [{ field: `body.${field}`, message }] });
  },
  commentRequired: () => validationError([{ field: 'comment', message: m.commentRequired }], m.commentRequired),
  notMultipart: () => new AppError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: m.notMultipart }),
  tooManyFiles: () =>
    keyedError({
      code: 'PAYLOAD_TOO_LARGE',
      key: 'support.messages.tooManyFiles',
      params: { count: supportLimits.filesPerRequest },
    }),
  fileTooLarge: () =>
    keyedError({ code: 'PAYLOAD_TOO_LARGE', key: 'support.messages.fileTooLarge', params: { megabytes } }),
  fileEmpty: (name: string) => keyedError({ code: 'VALIDATION', key: 'support.messages.fileEmpty', params: { name } }),
  /** A form cut short or broken, or with more parts or longer fields than any ticket form has. */
  malformed: () =>
    validationError([{ field: 'body', message: inputMessages.uploadMalformed }], inputMessages.uploadMalformed),
  fileTypeUnsupported: () => new AppError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: m.fileTypeUnsupported }),
  /** A text field of the form that is not valid (its field named, as zod would for a JSON body). */
  field: (field: string, message: string) => validationError([{ field: `body.${field}`, message }], message),
  cannotSolve: () => invalidState(m.cannotSolve),
  cannotReopen: () => invalidState(m.cannotReopen),
  ticketClosed: () => invalidState(m.ticketClosed),
  cannotCancel: () => invalidState(m.cannotCancel),
  statusUnchanged: () => invalidState(m.statusUnchanged),
  listFull: () => invalidState(m.listFull),
  listNameExists: () =>
    new AppError({
      code: 'ALREADY_EXISTS',
      message: m.listNameExists,
      errors: [{ field: 'body.nameEn', message: m.listNameExists }],
    }),
  faqOrderMismatch: () => invalidState(m.faqOrderMismatch),
};
