// Both checkout screens in one chunk (see cart-screens.ts for why).
export { CheckoutCompletePage } from './components/checkout-complete-page';
export { CheckoutPage } from './components/checkout-page';
