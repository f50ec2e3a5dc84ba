import { timerMessages } from '@worktrail/contract';
import { AppError } from '../../http/errors.ts';

/** Start while another entry of the member runs; the client offers to stop it. */
export const timerAlreadyRunning = () =>
  new AppError({ code: 'ALREADY_EXISTS', message: timerMessages.alreadyRunning });

/** Stop with nothing running (another tab, or the weekly limit, stopped it already). */
export const timerNotRunning = () => new AppError({ code: 'UNPROCESSABLE', message: timerMessages.notRunning });
