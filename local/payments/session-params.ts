import type { FormReader } from './form-reader';
import type { LineItem } from './payment-store';
import { invalidRequest, noSuch } from './stripe-fault';
import { formatAmount } from './money';

const minExpirySeconds = 30 * 60;
const maxExpirySeconds = 24 * 60 * 60;
/** Parameters Stripe takes that change nothing the twin models; accepted so the deployed code may send them. */
const ignored = ['locale', 'submit_type', 'billing_address_collection', 'allow_promotion_codes', 'customer_creation', 'expand'];

export interface SessionParams {
  lineItems: LineItem[];
  currency: string;
  clientReferenceId: string | null;
  customerEmail: string | null;
  metadata: Record<string, string>;
  expiresAt: number;
  successUrl: string;
  cancelUrl: string | null;
  paymentMethodTypes: string[];
  intentData: { metadata: Record<string, string>; description: string | null };
}

/** The parameters of `POST /v1/checkout/sessions` in payment mode, refused with Stripe's messages. */
export function readSessionParams(form: FormReader, nowSeconds: number): SessionParams {
  form.only('mode', 'currency', 'line_items', 'client_reference_id', 'customer_email', 'metadata', 'expires_at', 'success_url', 'cancel_url', 'payment_method_types', 'payment_intent_data', 'ui_mode', ...ignored);
  const mode = form.oneOf('mode', ['payment', 'setup', 'subscription'], { required: true });
  if (mode !== 'payment') throw invalidRequest(`The local Stripe answers mode=payment only, not mode=${mode}.`, 'mode');
  form.oneOf('ui_mode', ['hosted']);
  const lineItems = form.objects('line_items').map(readLineItem);
  if (lineItems.length === 0) throw invalidRequest('`line_items` is required in `payment` mode.', 'line_items', 'parameter_missing');
  if (lineItems.length > 100) throw invalidRequest('You may only specify up to 100 line items.', 'line_items');
  const currency = form.string('currency')?.toLowerCase() ?? lineItems[0]!.currency;
  const odd = lineItems.findIndex((item) => item.currency !== currency);
  if (odd >= 0) throw invalidRequest(`line_items[${odd}][price_data][currency] must be ${currency}, the currency of the Checkout Session.`, `line_items[${odd}][price_data][currency]`);
  const total = lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
  // Stripe's floor for a card payment is about fifty US cents; the twin asks 50 minor units of every currency.
  if (total < 50) throw invalidRequest(`The Checkout Session's total amount due must add up to at least ${formatAmount(50, currency)} ${currency}`, 'line_items');
  if (total > 99_999_999) throw invalidRequest(`The Checkout Session's total amount due must be no more than ${formatAmount(99_999_999, currency)} ${currency}`, 'line_items', 'amount_too_large');

  const expiresAt = form.integer('expires_at') ?? nowSeconds + maxExpirySeconds;
  if (expiresAt - nowSeconds < minExpirySeconds) throw invalidRequest('The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.', 'expires_at');
  if (expiresAt - nowSeconds > maxExpirySeconds) throw invalidRequest('The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.', 'expires_at');

  const customerEmail = form.string('customer_email', { max: 800 }) ?? null;
  if (customerEmail !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(customerEmail)) throw invalidRequest(`Invalid email address: ${customerEmail}`, 'customer_email', 'email_invalid');
  const paymentMethodTypes = form.strings('payment_method_types');
  const intentData = form.object('payment_intent_data')?.only('metadata', 'description');
  return {
    lineItems,
    currency,
    clientReferenceId: form.string('client_reference_id', { max: 200 }) ?? null,
    customerEmail,
    metadata: form.metadata(),
    expiresAt,
    // The twin's page needs somewhere to send the shopper back to, and its origin to be served on.
    successUrl: form.url('success_url', { required: true })!,
    cancelUrl: form.url('cancel_url') ?? null,
    paymentMethodTypes: paymentMethodTypes.length > 0 ? paymentMethodTypes : ['card'],
    intentData: { metadata: intentData?.metadata() ?? {}, description: intentData?.string('description', { max: 1000 }) ?? null },
  };
}

function readLineItem(item: FormReader): LineItem {
  item.only('price', 'price_data', 'quantity');
  const price = item.string('price');
  if (price !== undefined) throw noSuch('price', price, item.name('price'));
  const priceData = item.object('price_data');
  if (!priceData) throw invalidRequest(`You must specify either \`price\` or \`price_data\` in ${item.path}.`, item.name('price_data'), 'parameter_missing');
  priceData.only('currency', 'unit_amount', 'product_data', 'tax_behavior');
  const currency = priceData.string('currency', { required: true }).toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) throw invalidRequest(`Invalid currency: ${currency}.`, priceData.name('currency'));
  const product = priceData.object('product_data');
  if (!product) throw invalidRequest(`Missing required param: ${priceData.name('product_data')}.`, priceData.name('product_data'), 'parameter_missing');
  product.only('name', 'description', 'images', 'metadata');
  if (product.strings('images').length > 8) throw invalidRequest('You may only specify up to 8 images.', product.name('images'));
  return {
    name: product.string('name', { required: true, max: 250 }),
    description: product.string('description', { max: 5000 }) ?? null,
    currency,
    unitAmount: priceData.integer('unit_amount', { required: true, min: 0, max: 99_999_999 }),
    quantity: item.integer('quantity', { required: true, min: 1, max: 999_999 }),
  };
}
