import type { TimerChoice } from './TimerStart.tsx';

const none: TimerChoice = { projectId: null, taskId: null };

/** Where this browser keeps the project and task a user last timed, one key per user. */
export const lastChoiceKey = (userId: string) => `worktrail.timer.lastChoice.${userId}`;

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** The project and task the user last started the timer on here; nothing when unknown or unreadable. */
export function readLastChoice(userId: string): TimerChoice {
  if (!userId) return none;
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(lastChoiceKey(userId)) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return none;
    const { projectId, taskId } = stored as Record<string, unknown>;
    const project = text(projectId);
    return project ? { projectId: project, taskId: text(taskId) } : none;
  } catch {
    return none;
  }
}

/** Remembers the project and task the user timed, to offer them again after Stop and on the next visit. */
export function rememberChoice(userId: string, choice: TimerChoice): void {
  if (!userId || !choice.projectId) return;
  try {
    window.localStorage.setItem(lastChoiceKey(userId), JSON.stringify(choice));
  } catch {
    // Storage full or refused: the choice is simply not remembered.
  }
}
