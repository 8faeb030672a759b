import type { CardUsed } from './charges';
import type { Charge, CheckoutSession, Dispute, Metadata, PaymentIntent, StripeEvent } from './stripe-objects';
import { StateFile } from './state-file';

export interface LineItem {
  name: string;
  description: string | null;
  currency: string;
  unitAmount: number;
  quantity: number;
}

export interface SessionRecord {
  session: CheckoutSession;
  lineItems: LineItem[];
  /** What `payment_intent_data` asked the intent to carry. */
  intentData: { metadata: Metadata; description: string | null };
  /** Completed with a delayed-notification method; `settle` decides whether this payment arrives. */
  pendingPayment: CardUsed | null;
}

export type DeliveryState = 'pending' | 'held' | 'delivered' | 'failed' | 'no-endpoint';

export interface EventRecord {
  event: StripeEvent;
  delivery: { state: DeliveryState; attempts: number; lastStatus: number | null; lastError: string | null };
}

interface Snapshot {
  version: 1;
  sessions: SessionRecord[];
  intents: PaymentIntent[];
  charges: Charge[];
  disputes: Dispute[];
  events: EventRecord[];
}

/** Everything the twin knows, by id, in memory; with a state file, saved in the background and read back on start. */
export class PaymentStore {
  readonly sessions = new Map<string, SessionRecord>();
  readonly intents = new Map<string, PaymentIntent>();
  readonly charges = new Map<string, Charge>();
  readonly disputes = new Map<string, Dispute>();
  readonly events = new Map<string, EventRecord>();
  private readonly file: StateFile | undefined;

  private constructor(path: string | undefined) {
    this.file = path ? new StateFile(path, () => this.snapshot()) : undefined;
  }

  /** Reads the state file synchronously, once at start, so the twin can answer its first request at once. */
  static open(path: string | undefined): PaymentStore {
    const store = new PaymentStore(path);
    const saved = path ? (StateFile.read(path) as Snapshot | undefined) : undefined;
    for (const record of saved?.sessions ?? []) store.sessions.set(record.session.id, record);
    for (const intent of saved?.intents ?? []) store.intents.set(intent.id, intent);
    for (const charge of saved?.charges ?? []) store.charges.set(charge.id, charge);
    for (const dispute of saved?.disputes ?? []) store.disputes.set(dispute.id, dispute);
    for (const record of saved?.events ?? []) store.events.set(record.event.id, record);
    return store;
  }

  /** Call after every change; the file catches up within a quarter of a second. */
  changed(): void {
    this.file?.changed();
  }

  flush(): Promise<void> {
    return this.file?.flush() ?? Promise.resolve();
  }

  private snapshot(): Snapshot {
    return {
      version: 1,
      sessions: [...this.sessions.values()],
      intents: [...this.intents.values()],
      charges: [...this.charges.values()],
      disputes: [...this.disputes.values()],
      events: [...this.events.values()],
    };
  }
}
