import { join } from 'node:path';

const functionsRoot = join(import.meta.dirname, '../../functions');
const cache = new Map<string, Promise<unknown>>();

/** Imports `functions/<module>.ts` and returns its `handler`, once per module, as a warm Lambda container would. */
export function loadHandler<H>(module: string): Promise<H> {
  let loaded = cache.get(module);
  if (!loaded) {
    const path = join(functionsRoot, `${module}.ts`);
    // The path comes from the route table at run time, so bundlers must leave this import alone.
    loaded = import(/* @vite-ignore */ path).then((m: { handler?: unknown }) => {
      if (typeof m.handler !== 'function') throw new Error(`functions/${module}.ts does not export a handler`);
      return m.handler;
    });
    cache.set(module, loaded);
  }
  return loaded as Promise<H>;
}
