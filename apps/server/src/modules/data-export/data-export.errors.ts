import { dataExportMessages as m } from '@worktrail/contract';
import { AppError, notFound } from '../../http/errors.ts';

const invalidState = (message: string) => new AppError({ code: 'INVALID_STATE', message });

/** Refusals of the organisation's data export, with the contract's texts. */
export const dataExportErrors = {
  /** Another export of the organisation is waiting or running. */
  alreadyRunning: () => invalidState(m.alreadyRunning),
  /** An export of another organisation, or none: one answer for both, so none can be probed. */
  notFound: () => notFound(m.notFound),
  /** Asked for before the job finished, or of one that failed. */
  notReady: ({ failed }: { failed: boolean }) =>
    new AppError({ code: 'NOT_READY', message: failed ? m.failed : m.notReady }),
  /** Past its 24 hours: its file is (or is about to be) swept. */
  expired: () => invalidState(m.expired),
};
