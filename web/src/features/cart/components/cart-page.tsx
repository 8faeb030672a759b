import { useNavigate } from 'react-router-dom';
import { getHref } from '@/config/paths';
import { useMessages } from '@/lib/i18n/use-messages';
import { cartMessages } from '../messages';
import '../cart.css';
import { CartContents } from './cart-contents';

/** /cart: the cart as a page, which is how mobile shoppers see it (desktop gets the drawer, but the address works). */
export function CartPage() {
  const t = useMessages(cartMessages);
  const navigate = useNavigate();
  return (
    <section className="cart-page">
      <title>{t('pageTitle')}</title>
      <h1>{t('title')}</h1>
      <CartContents onCheckout={() => void navigate(getHref('checkout'))} />
    </section>
  );
}
