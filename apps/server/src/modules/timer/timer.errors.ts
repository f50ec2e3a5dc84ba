import { timerMessages } from '@worktrail/contract';
import { AppError, notFound } from '../../http/errors.ts';

/** Start while another entry of the member runs; the client offers to stop it. */
export const timerAlreadyRunning = () =>
  new AppError({ code: 'ALREADY_EXISTS', message: timerMessages.alreadyRunning });

/** Stop with nothing running (another tab, or the weekly limit, stopped it already). */
export const timerNotRunning = () => new AppError({ code: 'UNPROCESSABLE', message: timerMessages.notRunning });

/** Tasks do not exist yet: any task id names none of the project's tasks. */
export const timerTaskNotFound = () => notFound(timerMessages.taskNotFound);
