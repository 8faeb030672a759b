import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { LineProblem } from '../../../../shared/orders/cart-rules';
import type { QuotedLine } from '../../../../shared/orders/order-views';
import type { StockState } from '../../../../shared/catalog/stock-state';
import { formatPrice } from '../../../../shared/money/price';
import { getHref } from '@/config/paths';
import { lineProblems, type LineNotice } from '@/lib/cart/reconcile-quote';
import { useFormatPrice } from '@/lib/currency/use-price';
import { regionName } from '@/lib/i18n/catalog-terms';
import { formatDate } from '@/lib/i18n/format-date';
import { localized } from '@/lib/i18n/localized';
import { faceValueText } from '@/lib/i18n/variant-words';
import { useMessages } from '@/lib/i18n/use-messages';
import { usePreferences } from '@/lib/preferences';
import { ProductImage } from '../product-image';
import { Badge, type BadgeVariant } from '../ui/badge';
import { Price } from '../price';
import { cartLineMessages } from './messages';
import './cart-view.css';

type T = (key: keyof typeof cartLineMessages.en, values?: Record<string, string | number>) => string;

// stock-label.ts has the same badges in English only; this is the translated set.
const stockBadges = {
  in_stock: ['stockInStock', 'success'],
  force_available: ['stockAvailable', 'success'],
  preorder: ['stockPreorder', 'accent'],
  out_of_stock: ['stockOutOfStock', 'danger'],
  inactive: ['stockInactive', 'neutral'],
} as const satisfies Record<StockState, readonly [string, BadgeVariant]>;

/** The sentence for each of a line's problems, with the price or quantity it had before when known. */
export function problemTexts(t: T, line: QuotedLine, problems: readonly LineProblem[], notice: LineNotice | undefined, price: (cents: number) => string = formatPrice): string[] {
  return problems.map((problem) => {
    if (problem === 'sold_out') return t('problemSoldOut');
    if (problem === 'unavailable') return t('problemUnavailable');
    if (problem === 'quantity_reduced') return t('problemQuantityReduced', { quantity: line.quantity, previous: notice?.previousQuantity ?? line.requestedQuantity });
    const from = notice?.previousUnitCents;
    return from === null || from === undefined ? t('problemPriceChangedPlain') : t('problemPriceChanged', { from: price(from), to: price(line.unitCents) });
  });
}

/** Where the key activates, for the visitor's country: null when it simply works there. */
export function regionText(t: T, line: QuotedLine, country: string | null): string | null {
  if (line.regionCheck.kind === 'incompatible') return country ? t('regionIncompatible', { country }) : line.regionCheck.message;
  if (line.regionCheck.kind === 'global_restricted') return t('regionRestricted');
  return null;
}

export interface CartLineSummaryProps {
  line: QuotedLine;
  /** The visitor's country as the quote's region checks saw it. */
  country: string | null;
  notice?: LineNotice | undefined;
  /** What the server said about this line when it refused a checkout. */
  serverMessage?: string | undefined;
  onNavigate?: () => void;
  /** The line's controls: quantity and remove in the cart, the region acknowledgement at checkout. */
  children?: ReactNode;
}

/** One cart line as the server priced it: what it is, its price, stock, delivery, region and anything that changed. */
export function CartLineSummary({ line, country, notice, serverMessage, onNavigate, children }: CartLineSummaryProps) {
  const t = useMessages(cartLineMessages);
  const { language } = usePreferences();
  const known = line.productId !== '';
  const { price } = useFormatPrice();
  const problems = problemTexts(t, line, lineProblems(line, notice), notice, price);
  const region = regionText(t, line, country);
  const expected = line.delivery === 'preorder' ? formatDate(line.expectedDeliveryDate, language) : null;
  const edition = faceValueText(line, language) ?? (line.productType === 'key' ? t('standardEdition') : null);
  const name = localized(line, 'productName', language);
  const delivery = line.delivery === 'preorder' ? t('deliveryPreorder') : line.delivery === 'backorder' ? t('deliveryBackorder') : t('deliveryInstant');
  const [stockKey, stockVariant] = stockBadges[line.stockState];
  return (
    <article className="cart-line" data-testid="cart-line" aria-label={known ? name : t('noLongerAvailable')}>
      <ProductImage className="cart-line-image" src={line.imageUrl} alt="" width={72} height={72} loading="lazy" />
      <div className="cart-line-body">
        <h3 className="cart-line-name">
          {known ? (
            <Link to={getHref('productBySlug', { slug: line.productSlug })} onClick={onNavigate}>
              {name}
            </Link>
          ) : (
            t('noLongerAvailable')
          )}
        </h3>
        {known && <p className="cart-line-meta">{[line.platform.name, regionName(line.region.code, language, line.region.name), edition].filter(Boolean).join(' · ')}</p>}
        {known && (
          <p className="cart-line-price">
            <Price charged usdCents={line.unitCents} /> <span className="muted">{t('each')}</span>
          </p>
        )}
        <p className="cart-line-stock">
          <Badge variant={stockVariant}>{t(stockKey)}</Badge>
          {line.quantity > 0 && <span className="muted">{delivery}</span>}
        </p>
        {expected && <p className="cart-line-note">{t('expectedDelivery', { date: expected })}</p>}
        {region && (
          <p className="cart-line-note cart-line-warning" data-testid="cart-line-region">
            {region}
          </p>
        )}
        {(problems.length > 0 || serverMessage) && (
          <ul className="cart-line-problems" data-testid="cart-line-problems">
            {problems.map((text) => (
              <li key={text}>{text}</li>
            ))}
            {serverMessage && !problems.includes(serverMessage) && <li>{serverMessage}</li>}
          </ul>
        )}
        {children}
      </div>
      <p className="cart-line-total">{line.quantity > 0 && <Price charged usdCents={line.lineCents} />}</p>
    </article>
  );
}
