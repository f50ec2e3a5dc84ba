/** Full-jitter exponential back-off (base 1 s, cap 5 min): a random wait in [0, min(cap, base·2^attempt)). */
export function backoffMs({
  attempt,
  random = Math.random,
  baseMs = 1000,
  capMs = 300_000,
}: {
  attempt: number;
  random?: () => number;
  baseMs?: number;
  capMs?: number;
}) {
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.min(attempt, 30));
  return Math.floor(random() * ceiling);
}
