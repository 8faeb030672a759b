/** Every scheduled function. CDK creates an EventBridge rule for each; locally they can be run by hand. */
export const schedules = {
  refreshCurrencyRates: {
    handler: 'storefront/refresh-currency-rates',
    needs: { table: 'write' },
    /** EventBridge schedule expression. Reference rates are published once per working day. */
    schedule: 'rate(6 hours)',
    timeoutSeconds: 30,
  },
  sweepReservations: {
    handler: 'orders/sweep-reservations',
    /**
     * Pending orders whose reservation ran out without an event saying so: each is asked of the provider, then
     * settled if it was paid after all, or expired and its keys put back.
     */
    needs: { table: 'write', secrets: ['payments'], sendsTo: ['orders', 'search-index'] },
    schedule: 'rate(1 minute)',
    timeoutSeconds: 60,
  },
  refundLatePreorders: {
    handler: 'orders/refund-late-preorders',
    /** Pre-orders still waiting a grace period after their expected delivery date are refunded in full, and the buyer told. */
    needs: { table: 'write', secrets: ['payments', 'order-links'], email: true, sendsTo: ['preorders', 'search-index'] },
    schedule: 'rate(1 hour)',
    timeoutSeconds: 300,
  },
  rollUpTraffic: {
    handler: 'analytics/roll-up-traffic',
    /**
     * The analytics panel's rollups: the 23 finished hours before this one added up (so "24h" reads one item and the
     * current hour), and each finished day's product views merged from their shards once. Every 5 minutes, so a late
     * batch for a finished hour shows soon.
     */
    needs: { table: 'write' },
    schedule: 'rate(5 minutes)',
    timeoutSeconds: 120,
  },
  rescoreRisk: {
    handler: 'security/rescore-risk',
    /**
     * Users' risk profiles (back-office §9) scored again once a VPN sighting they were scored with leaves its 24 hours;
     * every other fact moves with its own event, which rescores at once.
     */
    needs: { table: 'write' },
    schedule: 'rate(1 hour)',
    timeoutSeconds: 120,
  },
  generateSitemaps: {
    handler: 'seo/generate-sitemaps',
    /** Every sitemap generated again from the catalogue (issue 18): main, categories, products, then the index. */
    needs: { table: 'write', files: { sitemaps: 'write' } },
    schedule: 'rate(1 day)',
    timeoutSeconds: 300,
  },
} as const;

export type ScheduleId = keyof typeof schedules;
