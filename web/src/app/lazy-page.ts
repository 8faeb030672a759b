import type { ComponentType } from 'react';

/** A route `lazy` that loads a module and uses one named component of it, so feature modules keep named exports. */
export function lazyPage<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) {
  return async () => ({ Component: (await load())[name] });
}
