// The cart's screens in one module, so the drawer and the /cart page are one chunk: every lazy chunk adds a file name to
// the initial bundle's preload map, and the storefront's first load is held to 130 KB gzip.
export { CartDrawer } from './components/cart-drawer';
export { CartPage } from './components/cart-page';
