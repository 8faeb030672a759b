import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ProductDetail, VariantView } from '../../../../../shared/catalog/catalog-views';
import { cartLineMessages } from '@/components/cart/messages';
import { Button } from '@/components/ui/button';
import { getHref } from '@/config/paths';
import { track } from '@/lib/analytics';
import { putInCart } from '@/lib/cart/cart-actions';
import { maxCartLines } from '@/lib/cart/cart-lines';
import { openCart } from '@/lib/cart/cart-store';
import { useMessages } from '@/lib/i18n/use-messages';
import { usePreferences } from '@/lib/preferences';
import { toast } from '@/lib/toast-store';
import { productMessages } from '../messages';
import { formatDate } from '../utils/locale-format';
import type { ShownStock } from '../utils/stock-view';
import { NotifyMeForm } from './notify-me-form';
import { PreorderDialog } from './preorder-dialog';

interface BuyActionsProps {
  product: ProductDetail;
  variant: VariantView | null;
  stock: ShownStock;
  mobile: boolean;
}

/**
 * The buttons for the selected variant's stock state (spec §4). Each records its §7 event and shows its toast; Add to
 * Cart then opens the cart, Buy Now and Pre-Order go to checkout with the variant in the cart.
 */
export function BuyActions({ product, variant, stock, mobile }: BuyActionsProps) {
  const t = useMessages(productMessages);
  const cartText = useMessages(cartLineMessages);
  const navigate = useNavigate();
  const { language } = usePreferences();
  const [preorderInfo, setPreorderInfo] = useState(false);
  const [notifyOpen, setNotifyOpen] = useState(false);
  const notifyId = useId();
  const ids = { productId: product.productId, variantId: variant?.variantId ?? null, priceUsdCents: variant?.priceUsdCents ?? null };

  const buy = (selected: VariantView, how: 'add' | 'ensure') => {
    if (putInCart(selected.variantId, selected.priceUsdCents, how)) return true;
    toast({ title: cartText('cartFull'), description: cartText('cartFullText', { count: maxCartLines }), variant: 'destructive' });
    openCart();
    return false;
  };
  const checkout = (selected: VariantView) => {
    if (!buy(selected, 'ensure')) return;
    toast({ title: t('toastCheckout') });
    void navigate(getHref('checkout'));
  };

  if (stock === 'out_of_stock' || !variant) {
    if (mobile) {
      return (
        <p className="pdp-sold-out" data-testid="stock-out">
          {t('outOfStock')}
        </p>
      );
    }
    return (
      <div className="pdp-actions">
        <p className="pdp-sold-out" data-testid="stock-out">
          {t('soldOut')}
        </p>
        {variant && (
          <>
            <Button variant="secondary" aria-expanded={notifyOpen} aria-controls={notifyId} onClick={() => setNotifyOpen((open) => !open)}>
              {t('notifyMe')}
            </Button>
            <div id={notifyId} className="pdp-actions-full">
              {notifyOpen && <NotifyMeForm key={variant.variantId} variantId={variant.variantId} />}
            </div>
          </>
        )}
      </div>
    );
  }

  if (stock === 'preorder') {
    const expected = formatDate(product.expectedDeliveryDate, language);
    return (
      <div className="pdp-actions">
        <Button
          className="pdp-buy"
          onClick={() => {
            track('preorder_click', ids);
            checkout(variant);
          }}
        >
          {t('preorderNow')}
        </Button>
        <Button variant="secondary" onClick={() => setPreorderInfo(true)}>
          {t('aboutPreorders')}
        </Button>
        {expected && <p className="pdp-expected pdp-actions-full">{t('expectedDelivery', { date: expected })}</p>}
        <PreorderDialog open={preorderInfo} onClose={() => setPreorderInfo(false)} expectedDelivery={expected} productType={product.productType} />
      </div>
    );
  }

  return (
    <div className="pdp-actions">
      <Button
        className="pdp-buy"
        onClick={() => {
          track('buy_now', ids);
          checkout(variant);
        }}
      >
        {t('buyNow')}
      </Button>
      <Button
        variant="secondary"
        onClick={() => {
          track('add_to_cart', ids);
          if (!buy(variant, 'add')) return;
          toast({ title: t('toastAdded'), variant: 'success' });
          openCart();
        }}
      >
        {t('addToCart')}
      </Button>
    </div>
  );
}
