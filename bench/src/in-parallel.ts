/** Runs `work` on each item in order, `parallel` items at a time (at least one). */
export async function inParallel<T>(
  parallel: number,
  items: readonly T[],
  work: (item: T, index: number) => Promise<unknown>,
) {
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) await work(items[index] as T, index);
  };
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, worker));
}
