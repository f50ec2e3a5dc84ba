import { Button, Group, Loader, Text, VisuallyHidden } from '@mantine/core';
import type { TimerState } from '@worktrail/contract';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthUser } from '../../../shared/auth/use-auth-user.ts';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { notifyError } from '../../../shared/notifications/notify.tsx';
import { lazyNamed } from '../../../shared/ui/lazy-named.ts';
import { useRefreshWhileRunning } from '../api/live-activity.ts';
import { type TimerSnapshot, useCurrentTimer, useReceiveTimer, useStartTimer, useStopTimer } from '../api/timer-api.ts';
import { listenToTimer } from '../api/timer-channel.ts';
import { readLastChoice, rememberChoice } from './last-choice.ts';
import { RunningWork } from './RunningWork.tsx';
import { type TimerChoice, TimerStart } from './TimerStart.tsx';
import { formatElapsed, timerErrorText } from './timer-text.ts';

// The tooltip's positioning code comes with the pickers' chunk, only when there is a note; until then it shows bare.
const NoteTooltip = lazyNamed(() => import('./TimerOverlays.tsx'), 'NoteTooltip');

/** Milliseconds since `startedAt` on the server's clock, ticking every second while `running`. */
function useElapsed(startedAt: string | undefined, clockOffsetMs: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!startedAt) return;
    setNow(Date.now());
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(tick);
  }, [startedAt]);
  return startedAt ? now + clockOffsetMs - new Date(startedAt).getTime() : 0;
}

/** What to say (once, politely) when the timer's state changes. */
function useAnnouncement(state: TimerState | undefined) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<string | null | undefined>(undefined);
  const runningId = state?.running?.id ?? null;
  useEffect(() => {
    if (!state) return;
    const before = previous.current;
    previous.current = runningId;
    if (before === undefined || before === runningId) return;
    if (state.running) setAnnouncement(t('timer.started', { project: state.running.projectName }));
    else if (state.stoppedByLimit) setAnnouncement(t('timer.messages.stoppedByLimit'));
    else setAnnouncement(t('timer.stopped'));
  }, [state, runningId, t]);
  return announcement;
}

/**
 * The project and task the timer starts on: what the user last timed in this browser, then whatever runs (started
 * here, in another tab or remembered), so Stop leaves it chosen for the next start.
 */
function useTimerChoice(running: TimerState['running'] | undefined) {
  const userId = useAuthUser()?.userId ?? '';
  const [choice, setChoice] = useState<TimerChoice>(() => readLastChoice(userId));
  const projectId = running?.projectId;
  const taskId = running?.taskId ?? null;
  useEffect(() => {
    if (!projectId) return;
    setChoice({ projectId, taskId });
    rememberChoice(userId, { projectId, taskId });
  }, [userId, projectId, taskId]);
  return [choice, setChoice] as const;
}

/**
 * The web timer of the portal header: pick a project (and, optionally, one of your open tasks of it) and start;
 * while it runs, the project and task, the time elapsed on the server's clock and Stop. Other tabs hear of a start
 * or stop at once, and every tab asks the server every 30 s and when it becomes visible, so a reload or a second tab
 * shows the same timer. A start or stop reloads the dashboards, timeline and presence, and while it runs they are
 * refreshed every minute; the last project and task stay chosen after Stop.
 */
export function HeaderTimer() {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const current = useCurrentTimer();
  const receive = useReceiveTimer();
  const start = useStartTimer();
  const stop = useStopTimer();
  const [limitStopped, setLimitStopped] = useState(false);

  const snapshot: TimerSnapshot | undefined = current.data;
  const state = snapshot?.state;
  const running = state?.running ?? null;
  const [choice, setChoice] = useTimerChoice(running);
  useRefreshWhileRunning(running !== null);
  const elapsed = useElapsed(running?.startedAt, snapshot?.clockOffsetMs ?? 0);
  const announcement = useAnnouncement(state);

  useEffect(() => listenToTimer(receive), [receive]);
  useEffect(() => {
    if (state?.stoppedByLimit) setLimitStopped(true);
    if (state?.running) setLimitStopped(false);
  }, [state]);
  useEffect(() => {
    if (current.error) notifyError(timerErrorText(t, current.error, t('timer.loadFailed')));
  }, [current.error, t]);

  if (!state) return current.isPending ? <Loader size="xs" aria-label={t('timer.loading')} /> : null;

  const digits = (text: string) => text.replace(/\d/g, (digit) => number(Number(digit)));
  const limitReached = !running && state.weeklyAllowance.remainingSeconds === 0;
  const note = limitStopped
    ? t('timer.messages.stoppedByLimit')
    : limitReached
      ? t('timer.tracking.weeklyLimitReached')
      : '';

  const noteText = (
    <Text size="xs" c="orange.8" maw={220} truncate="end" visibleFrom="md" data-testid="timer-note">
      {note}
    </Text>
  );

  const onStart = () => {
    const { projectId, taskId } = choice;
    if (!projectId) return;
    start.mutate(
      { projectId, taskId: taskId ?? undefined },
      { onError: (error) => notifyError(timerErrorText(t, error, t('timer.startFailed'))) },
    );
  };
  const onStop = () =>
    stop.mutate(undefined, { onError: (error) => notifyError(timerErrorText(t, error, t('timer.stopFailed'))) });

  return (
    <Group gap="xs" wrap="nowrap" role="group" aria-label={t('timer.label')}>
      {running ? (
        <>
          <RunningWork running={running} />
          <Text
            size="sm"
            fw={600}
            ff="monospace"
            role="timer"
            aria-label={t('timer.elapsed')}
            dir="ltr"
            data-testid="timer-elapsed"
          >
            {formatElapsed(elapsed, digits)}
          </Text>
          <Button
            size="xs"
            color="red"
            onClick={onStop}
            loading={stop.isPending}
            aria-label={t('timer.stopOn', { project: running.projectName })}
          >
            {t('timer.stop')}
          </Button>
        </>
      ) : (
        <>
          {note ? (
            <Suspense fallback={noteText}>
              <NoteTooltip label={note}>{noteText}</NoteTooltip>
            </Suspense>
          ) : null}
          <TimerStart
            choice={choice}
            onChoice={setChoice}
            onStart={onStart}
            starting={start.isPending}
            blocked={limitReached}
          />
        </>
      )}
      <VisuallyHidden aria-live="polite" role="status">
        {announcement || note}
      </VisuallyHidden>
    </Group>
  );
}
