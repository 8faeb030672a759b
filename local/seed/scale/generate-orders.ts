import { ulid } from 'ulid';
import { formatOrderNumber } from '../../../shared/orders/order-number';
import type { OrderStatus } from '../../../shared/orders/order-status';
import type { Random } from '../demo-keys';
import { platforms } from '../seed-data/platforms';
import { regions } from '../seed-data/regions';
import type { ScaleProduct, ScaleVariant } from './generate-catalog';
import type { ScaleUser } from './generate-users';
import { between } from './word-lists';

const dayMs = 86_400_000;
const minuteMs = 60_000;

/** One stored key of a variant, in the state the orders left it. */
export interface ScaleKey {
  keyId: string;
  variantId: string;
  productId: string;
  secret: string;
  /** Its claim against a second import of the same key (key-fingerprinter.ts). */
  fingerprint: string;
  maskedKey: string;
  status: 'available' | 'reserved' | 'sold';
  orderId?: string;
  soldAt?: string;
  reservedUntil?: string;
  createdAt: string;
}

export interface ScaleLine {
  itemId: string;
  product: ScaleProduct;
  variant: ScaleVariant;
  quantity: number;
  delivery: 'instant' | 'preorder';
  keys: ScaleKey[];
}

export interface ScaleOrder {
  orderId: string;
  orderNumber: string;
  status: OrderStatus;
  createdAt: string;
  paidAt?: string;
  /** When the whole order was refunded (refunded orders only). */
  refundedAt?: string;
  user?: ScaleUser;
  guestEmail?: string;
  guestName?: string;
  lines: ScaleLine[];
}

/**
 * The status mix of a year of a working store: mostly delivered, some declined cards, a few refunds and pre-orders, and
 * a few paid orders held for review (`processing`, their keys still reserved, as the risk check leaves them).
 */
const statusWeights: [OrderStatus, number][] = [['completed', 86.99], ['failed', 6], ['refunded', 3.5], ['preorder_confirmed', 2], ['pending', 0.01], ['processing', 1.5]];
export const platformNames = new Map(platforms.map((p) => [p.code as string, p.name]));
export const regionNames = new Map(regions.map((r) => [r.code.toLowerCase(), { code: r.code, name: r.name }]));

function pickStatus(random: Random): OrderStatus {
  let roll = random() * 100;
  for (const [status, weight] of statusWeights) if ((roll -= weight) < 0) return status;
  return 'completed';
}

/** Variants by popularity (cumulative weights), so a few titles sell much more than the long tail. */
function popularityPicker(random: Random, variants: { variant: ScaleVariant; product: ScaleProduct }[]) {
  const cumulative: number[] = [];
  let sum = 0;
  for (let i = 0; i < variants.length; i++) cumulative.push((sum += 1 / (1 + i / 50) ** 0.9));
  return () => {
    const target = random() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    return variants[lo]!;
  };
}

/**
 * `count` orders over the year before `now` (more of them lately, as the store grew), 85% by signed-up users who existed
 * by then and the rest by guests, with one to three lines each. Paid orders take real keys from their variants (so
 * stock and sales agree); a pending order holds its keys reserved; refunds put unrevealed keys back in stock.
 */
export function generateOrders(
  random: Random,
  now: Date,
  input: { count: number; products: ScaleProduct[]; keysByVariant: Map<string, ScaleKey[]>; users: ScaleUser[] },
): ScaleOrder[] {
  const instant = input.products.filter((p) => p.isActive && !p.isPreorder).flatMap((product) => product.variants.filter((v) => v.keyCount > 0).map((variant) => ({ product, variant })));
  const preorder = input.products.filter((p) => p.isActive && p.isPreorder).flatMap((product) => product.variants.map((variant) => ({ product, variant })));
  if (instant.length === 0) return [];
  const pickInstant = popularityPicker(random, shuffled(random, instant));
  const remaining = new Map([...input.keysByVariant].map(([id, keys]) => [id, keys.filter((k) => k.status === 'available')]));
  const userTimes = input.users.map((u) => Date.parse(u.createdAt));
  const times = Array.from({ length: input.count }, () => Math.floor(now.getTime() - 365 * dayMs * random() ** 1.4 - minuteMs * 40)).sort((a, b) => a - b);
  const sequence = new Map<number, number>();
  const orders: ScaleOrder[] = [];

  for (const time of times) {
    let status = pickStatus(random);
    if (status === 'preorder_confirmed' && preorder.length === 0) status = 'completed';
    // A pending order is one whose payment page is open right now; older ones the sweep has already failed.
    const createdMs = status === 'pending' ? now.getTime() - between(random, 1, 20) * minuteMs : time;
    const year = new Date(createdMs).getUTCFullYear();
    const number = (sequence.get(year) ?? 0) + 1;
    sequence.set(year, number);
    const orderId = ulid(createdMs);
    const createdAt = new Date(createdMs).toISOString();
    const paid = status !== 'pending' && status !== 'failed';
    const paidAt = paid ? new Date(createdMs + between(random, 20, 300) * 1000).toISOString() : undefined;
    const lines: ScaleLine[] = [];
    const lineCount = status === 'preorder_confirmed' ? 1 : random() < 0.8 ? 1 : random() < 0.75 ? 2 : 3;
    // A line whose pick found no stock, or a variant already on the order, is picked again.
    for (let attempt = 0; lines.length < lineCount && attempt < lineCount * 4; attempt++) {
      const quantity = random() < 0.9 ? 1 : random() < 0.8 ? 2 : 3;
      const chosen = status === 'preorder_confirmed' ? preorder[Math.floor(random() * preorder.length)]! : takeable(pickInstant, remaining, quantity, status === 'failed');
      if (!chosen || lines.some((x) => x.variant.variantId === chosen.variant.variantId)) continue;
      const keys = status === 'failed' || status === 'preorder_confirmed' ? [] : remaining.get(chosen.variant.variantId)!.splice(0, quantity);
      for (const key of keys) {
        key.orderId = orderId;
        if (status === 'pending' || status === 'processing') Object.assign(key, { status: 'reserved', reservedUntil: new Date(createdMs + 32 * minuteMs).toISOString() });
        else Object.assign(key, { status: 'sold', soldAt: paidAt });
      }
      lines.push({ itemId: ulid(createdMs), product: chosen.product, variant: chosen.variant, quantity, delivery: status === 'preorder_confirmed' ? 'preorder' : 'instant', keys });
    }
    if (lines.length === 0) continue;
    const guest = random() < 0.15 || userTimes[0] === undefined || userTimes[0] > createdMs;
    const order: ScaleOrder = { orderId, orderNumber: formatOrderNumber(year, number), status, createdAt, lines, ...(paidAt ? { paidAt } : {}) };
    if (guest) {
      order.guestEmail = `guest${orders.length + 1}@example.net`;
      order.guestName = 'Guest User';
    } else {
      order.user = input.users[Math.floor(random() * countBefore(userTimes, createdMs))]!;
    }
    if (status === 'refunded') {
      const refundMs = Math.min(Date.parse(paidAt!) + between(random, 1, 96) * 3_600_000, now.getTime() - minuteMs);
      order.refundedAt = new Date(refundMs).toISOString();
      // Unrevealed keys go back to stock when refunded.
      for (const line of lines) {
        for (const key of line.keys) {
          key.status = 'available';
          delete key.orderId;
          delete key.soldAt;
        }
      }
    }
    orders.push(order);
  }
  return orders;
}

function takeable(pickInstant: () => { product: ScaleProduct; variant: ScaleVariant }, remaining: Map<string, ScaleKey[]>, quantity: number, anyStock: boolean) {
  for (let tries = 0; tries < 12; tries++) {
    const chosen = pickInstant();
    if (anyStock || (remaining.get(chosen.variant.variantId)?.length ?? 0) >= quantity) return chosen;
  }
  return undefined;
}

function countBefore(sorted: number[], ms: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! <= ms) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function shuffled<T>(random: Random, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
