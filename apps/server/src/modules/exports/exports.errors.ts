import { reportMessages } from '@worktrail/contract';
import { AppError, notFound, validationError } from '../../http/errors.ts';

/** An export that is not the caller's, has expired or never was: one answer for all, so none can be probed. */
export const exportNotFound = () => notFound(reportMessages.exportNotFound);

/** A download asked for before the export is done, or of one that failed (GetExport says which). */
export const exportNotReady = ({ failed }: { failed: boolean }) =>
  new AppError({ code: 'NOT_READY', message: failed ? reportMessages.exportFailed : reportMessages.exportNotReady });

/** The attendance report's own rule (§5): never the same start and end day, for its export too. */
export const attendanceSameDay = () =>
  validationError([{ field: 'ToDate', message: reportMessages.differentDates }], reportMessages.differentDates);
