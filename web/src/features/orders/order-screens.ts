// The buyer's order and key screens in one chunk (see features/cart/cart-screens.ts for why).
export { GuestOrderPage } from './components/guest-order-page';
export { KeysPage } from './components/keys-page';
export { OrderPage } from './components/order-page';
export { OrdersPage } from './components/orders-page';
