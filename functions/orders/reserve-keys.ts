import { ConflictError } from '../../shared/errors/domain-errors';
import type { OrderItem } from '../lib/data/entities/order';
import type { Deps } from '../lib/deps';
import { backoffMs, onlyConflicts, pause, type TxWrite } from './transaction-types';
import { withKeys } from './keyed-lock';
import { lookupWrites } from '../lib/lookup/lookup-index';
import { orderLookupRecord, type OrderCustomerNames } from './order-lookup';
import { statusCountWrites } from './order-status-counts';

const maxAttempts = 12;

export interface LineToReserve {
  productId: string;
  variantId: string;
  quantity: number;
  label: string;
  index: number;
}

/**
 * Creates the pending order and moves the keys its instant lines need from `available` to `reserved` for it, with each
 * variant's counters, in one transaction: every key still available and every counter high enough, or nothing at all.
 * A line whose counter is short fails the checkout with that line named; keys taken by a concurrent checkout are
 * replaced by others and the transaction tried again. The same transaction counts the new pending order and writes the
 * words the back office finds it by (at most 1 + 10 counters + 40 keys + 1 + 16 terms = 68 of DynamoDB's 100 items).
 */
export function createOrderWithReservation(deps: Pick<Deps, 'store' | 'now'>, order: OrderItem, lines: readonly LineToReserve[], names: OrderCustomerNames = {}): Promise<OrderItem> {
  const arrivedAt = performance.now();
  return withKeys(
    lines.map((l) => l.variantId),
    () => {
      refuseIfReadShort(lines, arrivedAt);
      return reserve(deps, order, lines, names);
    },
  );
}

/**
 * The latest consistent read of each variant's counter in this process, and when it was sent. A checkout that was
 * already waiting when the read was sent may be answered by it: the read happened while the checkout was under way,
 * so 'sold out' is as true for it as for the reader. Under the one-machine gateway, which serves a rush of buyers in
 * one process, the buyers queued behind the last key are then told at once instead of one round trip each; on Lambda
 * a container serves one checkout at a time and never finds a read newer than its own arrival.
 */
const counterReads = new Map<string, { sentAt: number; available: number }>();

function refuseIfReadShort(lines: readonly LineToReserve[], arrivedAt: number) {
  for (const line of lines) {
    const read = counterReads.get(line.variantId);
    if (read && read.sentAt >= arrivedAt && read.available < line.quantity) throw shortLine(line);
  }
}

async function reserve(deps: Pick<Deps, 'store' | 'now'>, order: OrderItem, lines: readonly LineToReserve[], names: OrderCustomerNames): Promise<OrderItem> {
  const reservedUntil = order.reservedUntil;
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    // The counters, read consistently, beside the picks: a sold-out line is refused after one round trip, not two,
    // which is most of the work when a hundred buyers queue for the last keys.
    const [picks] = await Promise.all([Promise.all(lines.map((line) => pickKeys(deps, line))), ...lines.map((line) => throwIfShort(deps, line))]);
    // The key index trails the table by a moment: keys it does not show yet are waited for, the counter said they exist.
    if (picks.some((keys, i) => keys.length < lines[i]!.quantity)) {
      await pause(backoffMs(attempt));
      continue;
    }
    const items = order.items.map((item) => {
      const at = lines.findIndex((l) => l.variantId === item.variantId);
      return at >= 0 ? { ...item, reservedKeyIds: picks[at]!.map((k) => k.keyId), reservedMasks: picks[at]!.map((k) => k.maskedKey) } : item;
    });
    const result = await deps.store.transaction
      .write((tx) => [
        tx.order.create({ ...order, items }).commit(),
        ...lines.flatMap((line, i) => [
          tx.variant
            .patch({ productId: line.productId, variantId: line.variantId })
            .subtract({ availableKeys: line.quantity })
            .where(({ availableKeys }, { gte }) => gte(availableKeys, line.quantity))
            .commit() as TxWrite,
          ...picks[i]!.map(
            ({ keyId }) =>
              tx.productKey
                .patch({ keyId })
                .set({ status: 'reserved', orderId: order.orderId, reservedUntil })
                .where(({ status }, { eq }) => eq(status, 'available'))
                .commit() as TxWrite,
          ),
        ]),
        // After the lines, so a cancelled transaction's reasons still line up with the order and its lines.
        ...statusCountWrites(tx, null, order.status),
        ...(lookupWrites(tx, null, orderLookupRecord(order, names)) as TxWrite[]),
      ])
      .go();
    if (!result.canceled) return { ...order, items };
    if (!onlyConflicts(result.data)) {
      // Which counter fell short? Its position in the writes: the order, then per line the counter and its keys.
      let offset = 1;
      for (const [i, line] of lines.entries()) {
        if (result.data[offset]?.code === 'ConditionalCheckFailed') await throwIfShort(deps, line);
        offset += 1 + picks[i]!.length;
      }
    }
    await pause(backoffMs(attempt));
  }
  throw new ConflictError('So many shoppers are buying these items right now that we could not hold your keys. Please try again.');
}

/** Some of the variant's available keys, picked at random so concurrent checkouts seldom want the same ones. */
async function pickKeys(deps: Pick<Deps, 'store'>, line: LineToReserve): Promise<{ keyId: string; maskedKey: string }[]> {
  const candidates = await deps.store.entities.productKey.query
    .byVariantStatus({ variantId: line.variantId, status: 'available' })
    .go({ limit: Math.min(100, line.quantity * 3 + 10), attributes: ['keyId', 'maskedKey'] });
  const ids = candidates.data.map((k) => ({ keyId: k.keyId, maskedKey: k.maskedKey }));
  for (let i = ids.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  }
  return ids.slice(0, line.quantity);
}

async function throwIfShort(deps: Pick<Deps, 'store'>, line: LineToReserve) {
  const sentAt = performance.now();
  const now = await deps.store.entities.variant.get({ productId: line.productId, variantId: line.variantId }).go({ consistent: true });
  const available = now.data?.availableKeys ?? 0;
  const last = counterReads.get(line.variantId);
  if (!last || last.sentAt < sentAt) {
    // Bounded: a process that has seen many variants forgets the oldest read first.
    if (!last && counterReads.size >= 10_000) counterReads.delete(counterReads.keys().next().value!);
    counterReads.set(line.variantId, { sentAt, available });
  }
  if (available < line.quantity) throw shortLine(line);
}

function shortLine(line: LineToReserve) {
  return new ConflictError(`${line.label} is sold out or has fewer keys left than you asked for.`, {
    fieldErrors: [{ path: `body.lines.${line.index}`, message: 'Not enough keys left; lower the quantity or remove this item.' }],
  });
}
