import type { Needs } from '../../shared/routes/capabilities';
import { mergeNeeds, tableAccessOf } from '../../shared/routes/capabilities';
import type { HumanVerifier } from './adapters/human-verifier/human-verifier';
import type { IdentityDirectory } from './adapters/identity-directory/identity-directory';
import type { KeyCipher } from './adapters/kms/key-cipher';
import type { Mailer } from './adapters/mailer/mailer';
import type { PaymentGateway } from './adapters/payments/payment-gateway';
import type { GuestLinks } from '../orders/guest-links';
import type { KeyFingerprinter } from '../inventory/key-fingerprinter';
import type { BucketName, ObjectStore } from './adapters/object-store/object-store';
import type { MessageQueues } from './adapters/queue/message-queue';
import type { QueueDrain } from './adapters/queue/queue-drain';
import type { MachineTranslator } from './adapters/machine-translation/machine-translator';
import type { PerformanceSource } from './adapters/performance/performance-source';
import type { SearchIndex } from './adapters/search-index/search-index';
import type { SearchReader } from './adapters/search-reader/search-reader';
import type { SiteTemplate } from './adapters/site-template/site-template';
import { readConfig, type Config } from './config';
import { createDocumentClient } from './data/dynamo-client';
import { createStore, type Store } from './data/store';
import type { CursorSealer } from './pagination/cursor-sealer';
import type { AdapterName, Provider } from './wiring/provider';

/** Everything a handler may reach outside itself. A function gets the table, its settings and the clock, and the adapters it wires in. */
export interface Deps {
  config: Config;
  store: Store;
  keyCipher: KeyCipher;
  queues: MessageQueues;
  /** The search-index queue's depth and its DLQ's, and its messages taken outside the consumer (Force Sync). */
  queueDrains: { 'search-index': QueueDrain };
  /** The API's own latency and error measurements: CloudWatch on AWS, this process's collector on one machine. */
  performanceSource: PerformanceSource;
  objects: Record<BucketName, ObjectStore>;
  /** Auto-translate Missing's service: Amazon Translate on AWS, none (null) on one machine. */
  machineTranslator: MachineTranslator | null;
  siteTemplate: SiteTemplate;
  identityDirectory: IdentityDirectory;
  humanVerifier: HumanVerifier;
  /** The search engine's writer: Algolia on AWS, the embedded engine behind the local gateway on one machine. */
  searchIndex: SearchIndex;
  /** The search engine's reader, with the public search-only key (browse pages). */
  searchReader: SearchReader;
  /** Stripe (the local Stripe-compatible service on one machine). */
  payments: PaymentGateway;
  /** Amazon SES (the local SES on one machine, which writes to the outbox). */
  mailer: Mailer;
  /** Signs and opens guests' order links. */
  guestLinks: GuestLinks;
  /** Keyed fingerprints of product keys, which refuse a key imported twice. */
  keyFingerprints: KeyFingerprinter;
  /** Seals and opens the opaque cursors every paginated route hands out. */
  cursors: CursorSealer;
  now: () => Date;
}

export class UndeclaredCapabilityError extends Error {
  override name = 'UndeclaredCapabilityError';
}

let current: Deps | undefined;
/** By declaration and wiring: functions that declare and wire the same share one set of clients. */
const scoped = new Map<string, Deps>();
/** By the caller's own declaration and wiring objects, so a warm request finds its set without building a key. */
let byIdentity = new WeakMap<readonly Provider[], Map<Needs | undefined, Deps>>();
const noProviders: readonly Provider[] = [];

/**
 * What a handler may use: the table as its entry declares (read-only by default), and the adapters it wires in,
 * each refused unless the declaration allows it. One set per declaration and container, so handlers sharing a
 * process (the local gateway) are each held to their own. A test's `setDeps` takes precedence.
 */
export function depsFor(needs: Needs | undefined, providers: readonly Provider[] = noProviders): Deps {
  if (current) return current;
  let forWiring = byIdentity.get(providers);
  if (!forWiring) byIdentity.set(providers, (forWiring = new Map()));
  let found = forWiring.get(needs);
  if (!found) {
    const key = JSON.stringify([mergeNeeds([needs]), providers.map((p) => p.name).sort()]);
    found = scoped.get(key) ?? buildDeps(readConfig(), needs ?? {}, providers);
    scoped.set(key, found);
    forWiring.set(needs, found);
  }
  return found;
}

/** Tests swap in their own wiring; `undefined` goes back to what the environment configures. */
export function setDeps(next: Deps | undefined): void {
  current = next;
  scoped.clear();
  byIdentity = new WeakMap();
}

/**
 * Builds the table client and the given adapters, each on first use. Given a declaration, an adapter it does not
 * allow throws instead of connecting, and the table client holds to its access; without one (tools), nothing is refused.
 */
export function buildDeps(config: Config, needs: Needs | undefined, providers: readonly Provider[]): Deps {
  const tableAccess = tableAccessOf(needs ?? { table: 'write' });
  const deps = {
    config,
    now: () => new Date(),
  } as Deps;
  lazily(deps, 'store', () => {
    if (tableAccess === 'none') throw new UndeclaredCapabilityError('This function did not declare table access in its table entry (needs).');
    return createStore(createDocumentClient({ endpoint: config.DYNAMODB_ENDPOINT, access: tableAccess }), config.TABLE_NAME);
  });
  const wired = new Map<AdapterName, Provider>(providers.map((p) => [p.name, p]));
  const names: AdapterName[] = ['keyCipher', 'queues', 'queueDrains', 'performanceSource', 'machineTranslator', 'objects', 'siteTemplate', 'identityDirectory', 'humanVerifier', 'searchIndex', 'searchReader', 'cursors', 'payments', 'mailer', 'guestLinks', 'keyFingerprints'];
  for (const name of names) {
    lazily(deps, name, () => {
      const p = wired.get(name);
      if (!p) throw new UndeclaredCapabilityError(`This function does not wire in ${name}; pass its provider to the handler base.`);
      if (needs && !p.allows(needs)) throw new UndeclaredCapabilityError(`This function did not declare ${p.requires} in its table entry (needs).`);
      return p.build(config);
    });
  }
  return deps;
}

/** Defines `name` on `target` as a getter that builds the value once, on first read. */
function lazily<K extends keyof Deps>(target: Deps, name: K, build: () => Deps[K]): void {
  let value: Deps[K] | undefined;
  Object.defineProperty(target, name, { enumerable: true, get: () => (value ??= build()) });
}
