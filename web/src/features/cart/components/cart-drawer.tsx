import { useNavigate } from 'react-router-dom';
import { Sheet } from '@/components/ui/sheet';
import { getHref } from '@/config/paths';
import { useMessages } from '@/lib/i18n/use-messages';
import { cartMessages } from '../messages';
import '../cart.css';
import { CartContents } from './cart-contents';

/**
 * The cart on desktop: a drawer from the right, on the native modal dialog (focus stays inside, Escape closes, focus
 * returns to the cart button). Its contents mount when it opens, so every opening prices the cart again.
 */
export function CartDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useMessages(cartMessages);
  const navigate = useNavigate();
  return (
    <Sheet open={open} onClose={onClose} title={t('title')} closeLabel={t('close')} side="right" className="cart-drawer">
      <CartContents
        onNavigate={onClose}
        onCheckout={() => {
          onClose();
          void navigate(getHref('checkout'));
        }}
      />
    </Sheet>
  );
}
