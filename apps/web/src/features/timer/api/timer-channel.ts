import type { TimerSnapshot } from './timer-api.ts';

/** The channel the member's tabs tell each other about a start or stop on. */
export const timerChannelName = 'worktrail-timer';

type TimerMessage = { type: 'timer-changed'; snapshot: TimerSnapshot };

const openChannel = () => (typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(timerChannelName));

/** Tells the other tabs of this browser the new timer state. */
export function announceTimer(snapshot: TimerSnapshot): void {
  const channel = openChannel();
  if (!channel) return;
  channel.postMessage({ type: 'timer-changed', snapshot } satisfies TimerMessage);
  channel.close();
}

/** Listens for other tabs' starts and stops; returns the unsubscribe. */
export function listenToTimer(onChange: (snapshot: TimerSnapshot) => void): () => void {
  const channel = openChannel();
  if (!channel) return () => {};
  channel.onmessage = (event: MessageEvent<TimerMessage>) => {
    if (event.data?.type === 'timer-changed') onChange(event.data.snapshot);
  };
  return () => channel.close();
}
