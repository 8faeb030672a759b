import { randomUUID } from 'node:crypto';
import type { Deps } from '../../../functions/lib/deps';
import { storeKeys } from '../../../functions/inventory/store-keys';
import type { RiskAssessor } from '../../../functions/orders/risk-assessor';
import { settlePayment } from '../../../functions/orders/settle-payment';
import { startCheckout } from '../../../functions/orders/start-checkout';
import { raiseAlert } from '../../../functions/security/alerts/raise-alert';
import { ingestBatch } from '../../../functions/tracking/ingest-batch';
import type { intelligenceRoutes } from '../../../shared/routes/intelligence-routes';
import type { securityRoutes } from '../../../shared/routes/security-routes';
import { seedProduct } from '../catalog-fixture';
import { sessionOf, stripeControl } from '../commerce';
import type { BaseFixture, Sample } from '../route-samples';

/** Per caller: an order held for review to approve, another to reject, and an alert to resolve. */
export interface SecurityFixture {
  held: Record<string, { approve: string; reject: string; alertId: string }>;
  /** A signed-in visitor's tracked session, for the intelligence console's routes. */
  session: { sessionId: string; userId: string };
}

const callers = ['matrix-user', 'matrix-employee', 'matrix-admin', 'hostile-admin'];
const holdAll: RiskAssessor = { assessCheckout: async () => ({ action: 'allow' }), assessDelivery: async () => ({ action: 'hold', reason: 'Matrix hold' }) };

export async function seedSecurityFixture(deps: Deps): Promise<SecurityFixture> {
  const { variants } = await seedProduct(deps, { slug: `matrix-security-${randomUUID().slice(0, 8)}`, name: 'Matrix Security Card' }, [{ priceUsdCents: 1500 }]);
  const variantId = variants[0]!.variantId;
  await storeKeys(deps, variantId, Array.from({ length: callers.length * 2 }, () => `MATRIX-SEC-${randomUUID()}`), 'matrix');
  const held: SecurityFixture['held'] = {};
  for (const caller of callers) {
    const approve = await heldGuestOrder(deps, variantId, `${caller}-approve@example.test`);
    const reject = await heldGuestOrder(deps, variantId, `${caller}-reject@example.test`);
    const { alertId } = await raiseAlert(deps, { alertType: 'order-velocity-ip', severity: 'high', details: `Matrix alert for ${caller}.`, ipAddress: '198.51.100.9', sameAs: `matrix:${caller}` });
    held[caller] = { approve, reject, alertId };
  }
  return { held, session: await trackedSession(deps) };
}

/** A signed-in visitor's session of two pages, through the tracking consumer's real path. */
async function trackedSession(deps: Deps): Promise<SecurityFixture['session']> {
  const sessionId = `matrix_intel_${randomUUID().slice(0, 8)}`;
  const userId = 'matrix-target';
  const at = Date.now() - 60_000;
  await ingestBatch(deps, {
    batch: {
      sessionId,
      batchId: `${sessionId}_b0`,
      sentAt: at + 20_000,
      viewport: { width: 1280, height: 800 },
      device: { fingerprint: 'e'.repeat(32), signals: { cores: 8 } },
      events: [
        { type: 'page_view', at, path: '/', title: 'Home', referrer: null },
        { type: 'page_view', at: at + 15_000, path: '/search', title: 'Search', referrer: null },
      ],
    },
    receivedAt: at + 20_100,
    viewer: { ip: '198.51.100.200', countryCode: 'DE', city: 'Berlin', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0.0.0 Safari/537.36' },
    userId,
  });
  return { sessionId, userId };
}

/** A guest's order through the real purchase path, held for review when its payment settles. */
async function heldGuestOrder(deps: Deps, variantId: string, email: string): Promise<string> {
  const started = await startCheckout(deps, { lines: [{ variantId, quantity: 1 }], email, userId: null, acknowledgedVariantIds: [], displayCurrency: 'USD', country: 'US', origin: undefined, ip: '192.0.2.1' });
  await stripeControl.hold(true);
  await stripeControl.pay(sessionOf(started.paymentUrl));
  await stripeControl.hold(false);
  const session = await deps.payments.retrieveSession(sessionOf(started.paymentUrl));
  await settlePayment(deps, started.orderId, { paymentIntentId: session.paymentIntentId ?? undefined }, holdAll);
  return started.orderId;
}

type F = BaseFixture & { security: SecurityFixture };
const own = (f: F, caller: string | undefined) => f.security.held[caller ?? ''] ?? Object.values(f.security.held)[0]!;

/** One valid request per route of this area; `caller` is the matrix caller's user id. */
export const securitySamples: { [K in keyof typeof securityRoutes | keyof typeof intelligenceRoutes]: (f: F, caller?: string) => Sample } = {
  adminApproveOrder: (f, caller) => ({ params: { orderId: own(f, caller).approve } }),
  adminRejectOrder: (f, caller) => ({ params: { orderId: own(f, caller).reject }, body: { reason: 'Matrix check' } }),
  adminSecuritySummary: () => ({}),
  adminHeldOrders: () => ({}),
  adminThreatLists: () => ({}),
  adminUserSecurity: (f) => ({ params: { userId: f.userId } }),
  adminSecurityOverview: () => ({}),
  adminListAlerts: () => ({ query: { state: 'unresolved', limit: '10' } }),
  adminResolveAlert: (f, caller) => ({ params: { alertId: own(f, caller).alertId } }),
  adminListRules: () => ({}),
  adminUpdateRule: () => ({ params: { ruleId: 'order-velocity-card' }, body: { threshold: 6 } }),
  adminListGeoRestrictions: () => ({}),
  adminRiskyUsers: () => ({ query: { limit: '5' } }),
  adminGeoActivity: () => ({}),
  adminPutGeoRestriction: () => ({ params: { countryCode: 'KP' }, body: { action: 'flag', reason: 'Matrix check' } }),
  adminDeleteGeoRestriction: () => ({ params: { countryCode: 'KP' } }),
  adminIntelSessions: () => ({ query: { range: '24h', auth: 'authenticated', country: 'de', limit: '5' } }),
  adminIntelAnalytics: () => ({ query: { range: '7d' } }),
  adminIntelSession: (f) => ({ params: { sessionId: f.security.session.sessionId } }),
  adminIntelCorrelation: (f) => ({ params: { sessionId: f.security.session.sessionId } }),
  adminIntelBehaviour: (f) => ({ params: { sessionId: f.security.session.sessionId }, query: { windowHours: '24' } }),
  adminIntelTimeline: (f) => ({ params: { userId: f.security.session.userId }, query: { days: '30' } }),
};
