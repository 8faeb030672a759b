import type { Needs } from '../../../shared/routes/capabilities';
import type { Config } from '../config';
import type { Deps } from '../deps';

/** The adapters a handler wires in by name; the table, the settings and the clock every function has. */
export type AdapterName = Exclude<keyof Deps, 'config' | 'store' | 'now'>;

/**
 * How to build one adapter, and which declaration allows it. A provider module imports only its own SDK client, and
 * only the handlers that name it import it, so a function's bundle carries the clients it can use and no others.
 */
export interface Provider<K extends AdapterName = AdapterName> {
  name: K;
  /** What the table entry must declare, in words, for the error when it did not. */
  requires: string;
  allows(needs: Needs): boolean;
  build(config: Config): Deps[K];
}

export const provider = <K extends AdapterName>(p: Provider<K>): Provider<K> => p;

export function requireSetting(value: string | undefined, name: string): string {
  if (!value) throw new Error(`${name} must be set`);
  return value;
}
