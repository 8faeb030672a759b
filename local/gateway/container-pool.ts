/**
 * How many invocations of one function the one-machine gateway runs at once. On Lambda each request has a container
 * of its own and its time limit starts when that container takes it; here every request shares one process, and a
 * hundred at once (the oversell probe, a rush of buyers) would each start its 30 s clock while waiting behind the
 * other ninety-nine for the CPU. Requests beyond the pool wait for a free "container" and start their clock when they
 * get one, as a Lambda invocation does. The total work is the same; a request's own time becomes its own again.
 */
export function containerPool(size = Number(process.env.LOCAL_FUNCTION_CONCURRENCY) || 8) {
  const running = new Map<string, number>();
  const waiting = new Map<string, (() => void)[]>();
  const release = (fn: string) => {
    const next = waiting.get(fn)?.shift();
    if (next) return next();
    running.set(fn, (running.get(fn) ?? 1) - 1);
  };
  return async function invoke<T>(fn: string, work: () => Promise<T>): Promise<T> {
    if ((running.get(fn) ?? 0) < size) running.set(fn, (running.get(fn) ?? 0) + 1);
    else await new Promise<void>((resolve) => (waiting.get(fn) ?? waiting.set(fn, []).get(fn)!).push(resolve));
    try {
      return await work();
    } finally {
      release(fn);
    }
  };
}
