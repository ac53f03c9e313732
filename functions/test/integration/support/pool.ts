/**
 * `work` over `items`, at most `size` at a time; the answers in the items' order. The stack runs
 * the Functions emulator with two workers per core (tools/stack/src/env.ts), so a pool of 4
 * keeps both cores of the dev machines busy without queueing calls in the emulator.
 */
export async function inPool<T, R>(
  items: readonly T[],
  size: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const answers: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      answers[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return answers;
}

export const CALL_POOL = 4;
