import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CartIcon } from '@/components/icons';
import { getHref } from '@/config/paths';
import { openCart, useCartCount, useCartPanelOpen } from '@/lib/cart/cart-store';
import { useMessages } from '@/lib/i18n/use-messages';
import { mobileQuery, useMediaQuery } from '@/lib/use-media-query';
import { shellMessages } from './messages';

// The drawer, its quote and its lines are a chunk of their own, fetched the first time the cart opens.
const CartDrawer = lazy(() => import('../../features/cart/cart-screens').then((m) => ({ default: m.CartDrawer })));

/** The header's cart: a count badge, and the drawer on desktop or the /cart page on mobile (Add to Cart opens it too). */
export function CartButton() {
  const t = useMessages(shellMessages);
  const count = useCartCount();
  const open = useCartPanelOpen();
  const mobile = useMediaQuery(mobileQuery);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const showDrawer = open && !mobile;
  // Once loaded, the drawer stays mounted, so closing it runs the dialog's close and focus returns to what opened it.
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  if (showDrawer && !drawerLoaded) setDrawerLoaded(true);

  // Leaving the page (Checkout, a product link, Buy Now) leaves the cart closed behind it.
  useEffect(() => openCart(false), [pathname]);

  useEffect(() => {
    if (!open || !mobile) return;
    openCart(false);
    void navigate(getHref('cart'));
  }, [open, mobile, navigate]);

  return (
    <>
      <button
        type="button"
        className="icon-button cart-button"
        aria-label={count === 0 ? t('cart') : count === 1 ? t('cartWithOne') : t('cartWithCount', { count })}
        aria-haspopup="dialog"
        data-testid="cart-button"
        onClick={() => openCart()}
      >
        <CartIcon />
        {count > 0 && (
          <span className="cart-badge" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <CartDrawer open={showDrawer} onClose={() => openCart(false)} />
        </Suspense>
      )}
    </>
  );
}
