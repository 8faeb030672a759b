import type { Needs } from './capabilities';

/** Functions that AWS services invoke on their own events rather than through a route, queue or schedule. */
export const triggers = {
  /** Cognito's PostConfirmation trigger: creates the profile, its search words and the users count in one transaction (the profile only if absent). */
  postConfirmation: { handler: 'identity/post-confirmation', needs: { table: 'write' } },
  /** The table's stream: product, variant and slide writes become search-index messages. */
  productChangeStream: { handler: 'search/product-change-stream', needs: { table: 'none', sendsTo: ['search-index'] } },
  /** The table's stream again: variant writes keep the stock alerts and e-mail staff once per crossing of a threshold. */
  stockAlertStream: { handler: 'inventory/stock-alert-stream', needs: { table: 'write', email: true } },
} as const satisfies Record<string, { handler: string; needs: Needs }>;
