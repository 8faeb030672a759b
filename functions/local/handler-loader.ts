const cache = new Map<string, Promise<unknown>>();

/** Imports `functions/<module>.ts` and returns its `handler`, once per module, as a warm Lambda container would. */
export function loadHandler<H>(module: string): Promise<H> {
  let loaded = cache.get(module);
  if (!loaded) {
    loaded = import(`../${module}.ts`).then((m: { handler?: unknown }) => {
      if (typeof m.handler !== 'function') throw new Error(`functions/${module}.ts does not export a handler`);
      return m.handler;
    });
    cache.set(module, loaded);
  }
  return loaded as Promise<H>;
}
