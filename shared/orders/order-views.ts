import type { ProductType } from '../catalog/product';
import type { Translations } from '../catalog/translations';
import type { StockState } from '../catalog/stock-state';
import type { CartLine, Delivery, LineProblem } from './cart';
import type { FulfilmentStatus, ItemStatus, OrderStatus } from './order-status';

/** A cart line as the server prices it now: what the cart drawer and the checkout page show. */
export interface QuotedLine {
  variantId: string;
  productId: string;
  productSlug: string;
  productName: string;
  productType: ProductType;
  imageUrl: string | null;
  platform: { code: string; name: string };
  region: { code: string; name: string };
  faceValue: string | null;
  unitCents: number;
  requestedQuantity: number;
  /** What can be bought now (the request capped by stock and the line limit). */
  quantity: number;
  lineCents: number;
  stockState: StockState;
  maxQuantity: number;
  delivery: Delivery;
  expectedDeliveryDate: string | null;
  /** Storefront §8: whether a key of this region activates in the visitor's country, with the message when not. */
  regionCheck: { kind: 'compatible' | 'global_restricted' | 'incompatible'; message: string | null };
  /** True when checkout needs the shopper's explicit acknowledgement that the key may not work where they are. */
  needsRegionAck: boolean;
  problems: LineProblem[];
  /** The product's name and the variant's face value in es and pt, where they have them. */
  translations?: Translations<'productName' | 'faceValue'>;
}

export interface CartQuote {
  lines: QuotedLine[];
  subtotalCents: number;
  currency: 'USD';
  /** The visitor's country the region checks used, or null when unknown. */
  country: { code: string; name: string } | null;
  /** No line is sold out or unavailable. */
  purchasable: boolean;
}

export interface CartView {
  lines: CartLine[];
  quote: CartQuote;
}

export interface CheckoutStarted {
  orderId: string;
  orderNumber: string;
  /** The provider's hosted payment page. */
  paymentUrl: string;
  reservedUntil: string;
}

export interface OwnedKeyView {
  keyId: string;
  orderId: string;
  orderNumber: string;
  itemId: string;
  productName: string;
  productSlug: string;
  imageUrl: string | null;
  platform: { code: string; name: string };
  regionName: string;
  faceValue: string | null;
  maskedKey: string;
  status: 'delivered' | 'refunding' | 'refunded' | 'retired';
  deliveredAt: string;
  revealedAt: string | null;
  /** Whether the buyer can still refund it themselves, and why not. */
  refund: { allowed: boolean; reason: string | null };
  translations?: Translations<'productName' | 'faceValue'>;
}

export interface QueueView {
  /** Units of this line still waiting. */
  waiting: number;
  /** 1 for the next buyer to be served. */
  position: number;
  keysAhead: number;
  expectedDeliveryDate: string | null;
}

/** What the buyer's order page and the staff order detail both show of a line (`orderLineFields` makes it). */
export interface OrderLineFields {
  itemId: string;
  productId: string;
  productName: string;
  productType: string;
  imageUrl: string | null;
  platform: { code: string; name: string };
  region: { code: string; name: string };
  faceValue: string | null;
  quantity: number;
  unitCents: number;
  totalCents: number;
  status: ItemStatus;
  delivered: number;
  refunded: number;
  activationInstructions: string | null;
}

export interface OrderItemView extends OrderLineFields {
  productSlug: string;
  delivery: Delivery;
  keys: OwnedKeyView[];
  queue: QueueView | null;
  /** Taken from the catalogue when the order was placed, like the English texts. */
  translations?: Translations<'productName' | 'faceValue' | 'activationInstructions'>;
}

export interface OrderView {
  orderId: string;
  orderNumber: string;
  status: OrderStatus;
  fulfilmentStatus: FulfilmentStatus;
  createdAt: string;
  paidAt: string | null;
  currency: 'USD';
  displayCurrency: string;
  subtotalCents: number;
  totalCents: number;
  refundedCents: number;
  deliveryEmail: string;
  guest: boolean;
  paymentMethod: string;
  /** The payment page while the order still waits for payment. */
  paymentUrl: string | null;
  reservedUntil: string | null;
  held: boolean;
  customerNotes: string | null;
  regionAcknowledgements: { variantId: string; regionCode: string; country: string; message: string; acknowledgedAt: string }[];
  items: OrderItemView[];
  refundWindowDays: number;
}

export interface OrderSummary {
  orderId: string;
  orderNumber: string;
  status: OrderStatus;
  fulfilmentStatus: FulfilmentStatus;
  createdAt: string;
  totalCents: number;
  currency: 'USD';
  itemCount: number;
  units: number;
  firstItemName: string;
  imageUrl: string | null;
  translations?: Translations<'firstItemName'>;
}

export interface RevealedKey {
  keyId: string;
  key: string;
  revealedAt: string;
  activationInstructions: string | null;
  platform: { code: string; name: string };
  translations?: Translations<'activationInstructions'>;
}

export interface RefundResult {
  orderId: string;
  refundedCents: number;
  units: number;
  status: OrderStatus;
}
