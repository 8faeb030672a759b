/** The tail of each key's queue of waiting holders. */
const tails = new Map<string, Promise<void>>();

/**
 * Runs `work` while holding every key, taken in sorted order so two holders of overlapping keys never wait on each
 * other. It only orders work inside one process: on Lambda a container serves one request at a time, so it changes
 * nothing there; under the one-machine gateway, which serves every request in one process, it keeps concurrent
 * checkouts of the same variant from cancelling each other's transactions. DynamoDB's conditions stay the guard.
 */
export async function withKeys<T>(keys: readonly string[], work: () => Promise<T>): Promise<T> {
  const releases: (() => void)[] = [];
  for (const key of [...new Set(keys)].sort()) {
    const previous = tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => mine);
    tails.set(key, tail);
    releases.push(() => {
      release();
      if (tails.get(key) === tail) tails.delete(key);
    });
    await previous;
  }
  try {
    return await work();
  } finally {
    for (const release of releases.reverse()) release();
  }
}
