import { ulid } from 'ulid';
import { ConflictError, ForbiddenError, ServiceUnavailableError, UnprocessableError, ValidationError } from '../../shared/errors/domain-errors';
import { maxUnitsPerOrder, type CartLine } from '../../shared/orders/cart';
import { formatPrice } from '../../shared/money/price';
import type { CheckoutStarted } from '../../shared/orders/order-views';
import { reservationDeadline, sessionDeadline } from '../../shared/orders/reservation';
import { sumCents } from '../../shared/orders/money';
import type { OrderItem } from '../lib/data/entities/order';
import type { Deps } from '../lib/deps';
import { logger } from '../lib/http/logger';
import { nextOrderNumber } from './order-numbers';
import { priceLines, type PricedLine } from './priced-lines';
import { createOrderWithReservation } from './reserve-keys';
import { allowEverything, type RiskAssessor } from './risk-assessor';
import { announceStock } from './announce-stock';
import { withTranslations } from '../catalog/view-translations';
import { orderLineTranslations } from './order-line-translations';
import { customerNames } from './order-lookup';

export interface CheckoutRequest {
  lines: readonly CartLine[];
  email: string;
  userId: string | null;
  acknowledgedVariantIds: readonly string[];
  customerNotes?: string | undefined;
  trackingSessionId?: string | undefined;
  displayCurrency: string;
  country: string | null;
  city?: string | null | undefined;
  /** The origin the shopper's browser is on; they come back there after paying, if it is one of ours. */
  origin: string | undefined;
  ip: string;
}

type CheckoutDeps = Pick<Deps, 'store' | 'now' | 'config' | 'payments' | 'guestLinks' | 'queues'>;

/**
 * Starts a purchase: prices the cart again, refuses before any payment page if a line is short, changed price or needs
 * a region acknowledgement, and asks the risk check. Then it opens the provider's payment session (closing a minute
 * before the reservation does) and writes the pending order with its reserved keys in one transaction.
 */
export async function startCheckout(deps: CheckoutDeps, request: CheckoutRequest, risk: RiskAssessor = allowEverything): Promise<CheckoutStarted> {
  if (request.lines.length === 0) throw new ValidationError('Your cart is empty.');
  const units = request.lines.reduce((n, l) => n + l.quantity, 0);
  if (units > maxUnitsPerOrder) throw new ValidationError(`One order can hold at most ${maxUnitsPerOrder} items; split your purchase into several orders.`);
  const { lines } = await priceLines(deps as Deps, request.lines, request.country);
  refuseChangedLines(request.lines, lines);
  const acknowledged = new Set(request.acknowledgedVariantIds);
  const unacknowledged = lines.map((line, i) => ({ line, i })).filter(({ line }) => line.needsRegionAck && !acknowledged.has(line.variantId));
  if (unacknowledged.length > 0) {
    throw new UnprocessableError('Some keys may not activate in your country. Confirm each one before paying.', {
      fieldErrors: unacknowledged.map(({ line, i }) => ({ path: `body.lines.${i}`, message: line.regionCheck.message ?? 'Region restricted' })),
    });
  }
  const now = deps.now();
  const ownerKey = request.userId ?? `guest:${request.email}`;
  const totalCents = sumCents(lines.map((l) => l.lineCents));
  const verdict = await risk.assessCheckout({ ownerKey, userId: request.userId, email: request.email, ip: request.ip, country: request.country, city: request.city ?? null, totalCents, units });
  if (verdict.action === 'block') throw new ForbiddenError('We could not accept this order. Contact support if you think this is a mistake.');

  const returnOrigin = allowedOrigin(deps.config, request.origin);
  const orderId = ulid();
  const reservedUntil = reservationDeadline(now);
  const order: OrderItem = {
    orderId,
    orderNumber: await nextOrderNumber(deps),
    ownerKey,
    ...(request.userId ? { userId: request.userId } : {}),
    deliveryEmail: request.email,
    status: 'pending',
    fulfilmentStatus: 'pending',
    currency: 'USD',
    displayCurrency: request.displayCurrency,
    subtotalCents: totalCents,
    totalCents,
    refundedCents: 0,
    paymentMethod: 'card',
    paymentProvider: 'stripe',
    reservedUntil: reservedUntil.toISOString(),
    ...(request.customerNotes ? { customerNotes: request.customerNotes } : {}),
    ...(request.trackingSessionId ? { trackingSessionId: request.trackingSessionId } : {}),
    ...(request.country ? { viewerCountry: request.country } : {}),
    ...(verdict.score ? { riskScore: verdict.score, riskReasons: verdict.reasons ?? [] } : {}),
    checkoutIp: request.ip,
    regionAcknowledgements: lines
      .filter((l) => l.needsRegionAck)
      .map((l) => ({ variantId: l.variantId, regionCode: l.region.code, country: request.country ?? '', message: l.regionCheck.message ?? '', acknowledgedAt: now.toISOString() })),
    items: lines.map((l) => ({
      itemId: ulid(),
      productId: l.productId,
      variantId: l.variantId,
      productName: l.productName,
      productSlug: l.productSlug,
      productType: l.productType,
      ...(l.imageUrl ? { imageUrl: l.imageUrl } : {}),
      platformCode: l.platform.code,
      platformName: l.platform.name,
      regionCode: l.region.code,
      regionName: l.region.name,
      ...(l.faceValue ? { faceValue: l.faceValue } : {}),
      quantity: l.quantity,
      unitCents: l.unitCents,
      totalCents: l.lineCents,
      delivery: l.delivery,
      reservedKeyIds: [],
      reservedMasks: [],
      delivered: 0,
      refunded: 0,
      ...(l.activationInstructions ? { activationInstructions: l.activationInstructions } : {}),
      ...(l.expectedDeliveryDate ? { expectedDeliveryDate: l.expectedDeliveryDate } : {}),
      ...withTranslations(orderLineTranslations(l)),
    })),
    emailsSent: [],
    version: 1,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  // The payment session first, so the order is written once, with it, in the reserving transaction. A session whose
  // reservation then fails is expired at once; nobody ever sees its page.
  const token = request.userId ? null : await deps.guestLinks.sign(orderId, request.email, now);
  const back = `${returnOrigin}/checkout/complete?order=${orderId}${token ? `&token=${encodeURIComponent(token)}` : ''}`;
  let session;
  try {
    session = await deps.payments.createSession({
      orderId,
      orderNumber: order.orderNumber,
      email: request.email,
      lines: lines.map((l) => ({ name: lineLabel(l), imageUrl: l.imageUrl ?? undefined, unitCents: l.unitCents, quantity: l.quantity })),
      successUrl: `${back}&paid=1`,
      cancelUrl: `${back}&cancelled=1`,
      expiresAt: sessionDeadline(reservedUntil),
    });
  } catch (error) {
    logger.error('payment session could not be created', { orderId, error });
    throw new ServiceUnavailableError('Payment is unavailable right now; nothing was charged and nothing was reserved. Please try again in a minute.', { cause: error });
  }
  if (!session.url) throw new ServiceUnavailableError('The payment provider returned no payment page; please try again.');
  const toReserve = lines
    .map((l, index) => ({ l, index }))
    .filter(({ l }) => l.delivery === 'instant')
    .map(({ l, index }) => ({ productId: l.productId, variantId: l.variantId, quantity: l.quantity, label: lineLabel(l), index }));
  let created: OrderItem;
  try {
    created = await createOrderWithReservation(deps, { ...order, paymentSessionId: session.id, paymentUrl: session.url }, toReserve, await customerNames(deps, request.userId));
  } catch (error) {
    await deps.payments.expireSession(session.id).catch((e: unknown) => logger.warn('could not expire an unused payment session', { orderId, error: e }));
    throw error;
  }
  // A reservation that took a variant's last keys makes it sold out in search until it is released.
  const emptied = lines.filter((l) => l.delivery === 'instant' && l.variant.availableKeys - l.quantity <= 0).map((l) => l.productId);
  if (emptied.length) await announceStock(deps, emptied);
  return { orderId, orderNumber: created.orderNumber, paymentUrl: session.url, reservedUntil: created.reservedUntil };
}

/** Lines that changed since the shopper last looked are shown to them again rather than charged differently. */
function refuseChangedLines(requested: readonly CartLine[], priced: readonly PricedLine[]) {
  const errors: { path: string; message: string }[] = [];
  let soldOut = 0;
  requested.forEach((line, i) => {
    const now = priced.find((p) => p.variantId === line.variantId);
    if (!now) return errors.push({ path: `body.lines.${i}`, message: 'This item is no longer available; remove it to continue.' });
    if (now.problems.includes('unavailable')) errors.push({ path: `body.lines.${i}`, message: `${now.productName} is no longer sold; remove it to continue.` });
    else if (now.problems.includes('sold_out')) {
      soldOut++;
      errors.push({ path: `body.lines.${i}`, message: `${lineLabel(now)} is sold out.` });
    }
    else if (now.problems.includes('quantity_reduced')) errors.push({ path: `body.lines.${i}`, message: `Only ${now.quantity} of ${lineLabel(now)} can be bought now.` });
    else if (now.problems.includes('price_changed')) {
      errors.push({ path: `body.lines.${i}`, message: `The price of ${lineLabel(now)} changed from ${formatPrice(line.seenUnitCents ?? 0)} to ${formatPrice(now.unitCents)}.` });
    }
    return undefined;
  });
  if (!errors.length) return;
  // Sold out since the shopper looked is the commonest change in a rush; say so rather than only "changed".
  if (soldOut === errors.length) throw new ConflictError(errors.length === 1 ? errors[0]!.message : 'Some items in your cart are sold out. Review it before paying.', { fieldErrors: errors });
  throw new ConflictError('Your cart changed since you last saw it. Review it before paying.', { fieldErrors: errors });
}

const lineLabel = (l: Pick<PricedLine, 'productName' | 'platform' | 'region' | 'faceValue'>) =>
  `${l.productName} (${[l.platform.name, l.region.name, l.faceValue].filter(Boolean).join(', ')})`;

/** Where to send the shopper back to: their own origin when it is one of ours, else the store's public address. */
function allowedOrigin(config: Deps['config'], origin: string | undefined): string {
  const allowed = new Set([config.PUBLIC_BASE_URL, config.SPA_ORIGIN, ...config.RETURN_ORIGINS.split(',')].map((o) => o.trim().replace(/\/$/, '')).filter(Boolean));
  return origin && allowed.has(origin) ? origin : config.PUBLIC_BASE_URL.replace(/\/$/, '');
}
