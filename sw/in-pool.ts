// A bounded pool of async jobs, for the precache install (sw/precache.ts). Pure: no SW globals,
// so tests/unit/sw runs it in Node.

/**
 * Runs `work` on every item, at most `size` at once, and resolves when all have. Rejects with the
 * first failure; no new item starts after it (the ones in flight run to their end unawaited).
 */
export async function inPool<T>(
  items: readonly T[],
  size: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`pool size must be ≥ 1, got ${size}`);
  // NOTE: one iterator shared by every runner: each `for…of` step takes the next item not yet
  // taken, so an item runs exactly once and a runner picks up work as soon as it is free.
  const queue = items.values();
  let hasFailed = false;
  const runner = async (): Promise<void> => {
    for (const item of queue) {
      if (hasFailed) return;
      try {
        await work(item);
      } catch (error) {
        hasFailed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, runner));
}
