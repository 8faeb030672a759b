import { countExceeds, holdsForReview, reviewScore, type DetectionRule, type RuleId } from '../../../shared/security/detection-rules';
import { restrictionFor } from '../../../shared/security/geo-restriction';
import type { OrderItem } from '../../lib/data/entities/order';
import type { Deps } from '../../lib/deps';
import { logger } from '../../lib/http/logger';
import type { CheckoutRisk, CheckoutVerdict, DeliveryVerdict, RiskAssessor } from '../../orders/risk-assessor';
import { raiseAlert } from '../alerts/raise-alert';
import { activeRules } from '../rules/active-rules';
import { countInRuleWindow } from '../rules/rule-window';
import { geoRestrictions } from '../rules/geo-restrictions';
import { recordGeoAccess } from '../signals/geo-access-log';
import { bumpCounters } from '../security-counts';
import { recordAnonymousSighting } from '../signals/vpn-log';
import { cardVelocity } from './card-velocity';
import { recentDeclines } from './payment-signals';

/** How an address is reached, as the IP intelligence adapter answers it; null when it does not know. */
export type AnonymityCheck = (ip: string) => Promise<{ vpn: boolean; proxy: boolean; tor: boolean; provider: string | null; reputation: number } | null>;

export type RiskDeps = Pick<Deps, 'store' | 'now' | 'payments'>;

interface Hit {
  rule: DetectionRule;
  /** The alert's subject and window, and its sentence. */
  sameAs: string;
  details: string;
}

/**
 * The store's risk check (issue 17), run by the rules as staff set them. At checkout, in parallel: the geographic
 * restrictions, order velocity per customer and per address (one counter write each), the address's anonymity, and
 * the account's country. A blocking hit refuses; review hits add their points to the order's review score, which the
 * order keeps. At delivery the review rule holds an order whose score reaches its threshold. Every hit raises an alert.
 */
export function storeRiskAssessor(deps: RiskDeps, anonymity: AnonymityCheck | null): RiskAssessor {
  return {
    async assessCheckout(input: CheckoutRisk): Promise<CheckoutVerdict> {
      const rules = await activeRules(deps);
      const on = (id: RuleId) => {
        const rule = rules.get(id)!;
        return rule.active ? rule : null;
      };
      const hour = deps.now().toISOString().slice(0, 13);
      const checks: Promise<Hit | null>[] = [];

      const geoRule = on('blocked-country');
      if (geoRule && input.country) {
        checks.push(
          geoRestrictions(deps).then(async (list) => {
            const found = restrictionFor(list, input.country, input.city);
            if (!found) return null;
            const where = found.city === '*' ? input.country! : `${found.cityName ?? found.city}, ${input.country!}`;
            // A flagged place only alerts, whatever the rule would do to a blocked one.
            const rule: DetectionRule = found.action === 'block' ? geoRule : { ...geoRule, action: geoRule.action === 'block' ? 'review' : geoRule.action };
            await recordGeoAccess(deps, { restriction: found, ip: input.ip, countryCode: input.country!, city: input.city, outcome: rule.action === 'block' ? 'blocked' : 'flagged', userId: input.userId });
            return { rule, sameAs: `ip:${input.ip}#${hour}`, details: `Checkout from ${found.action === 'block' ? 'blocked' : 'flagged'} location ${where}.` };
          }),
        );
      }
      for (const [id, subject, label] of [
        ['order-velocity-user', input.ownerKey, 'customer'],
        ['order-velocity-ip', input.ip, 'address'],
      ] as const) {
        const rule = on(id);
        if (!rule) continue;
        checks.push(
          countInRuleWindow(deps, `velocity:${id}`, subject, rule.windowMinutes).then(({ count, windowStart }) =>
            countExceeds(rule, count)
              ? { rule, sameAs: `${label}:${subject}#${windowStart}`, details: `${count} checkouts by one ${label} within ${rule.windowMinutes} minutes (threshold ${rule.threshold}).` }
              : null,
          ),
        );
      }
      const anonRule = on('anonymous-network-checkout');
      if (anonRule && anonymity) {
        checks.push(
          anonymity(input.ip).then(async (verdict) => {
            if (!verdict || !(verdict.vpn || verdict.proxy || verdict.tor)) return null;
            const kind = verdict.tor ? 'a Tor exit' : verdict.vpn ? 'a VPN' : 'a public proxy';
            await recordAnonymousSighting(deps, { ip: input.ip, ...verdict, userId: input.userId, seenAt: 'checkout' });
            return { rule: anonRule, sameAs: `ip:${input.ip}#${hour}`, details: `Checkout through ${kind} (${input.ip}).` };
          }),
        );
      }
      const mismatchRule = on('country-mismatch');
      if (mismatchRule && input.userId && input.country) {
        checks.push(
          deps.store.entities.user.get({ userId: input.userId }).go().then(({ data }) => {
            const own = data?.country?.toUpperCase();
            if (!own || own === input.country) return null;
            return { rule: mismatchRule, sameAs: `user:${input.userId}#${hour}`, details: `Checkout from ${input.country} by an account registered in ${own}.` };
          }),
        );
      }

      const hits = (await Promise.all(checks)).filter((h): h is Hit => h !== null);
      await Promise.all(hits.map((hit) => raise(deps, hit, input)));
      const blocked = hits.find((h) => h.rule.action === 'block');
      if (blocked) {
        await bumpCounters(deps, deps.now(), ['blocked']);
        return { action: 'block', reason: blocked.details };
      }
      return { action: 'allow', score: reviewScore(hits.map((h) => h.rule)), reasons: hits.filter((h) => h.rule.action === 'review').map((h) => h.details) };
    },

    async assessDelivery(order: OrderItem): Promise<DeliveryVerdict> {
      const rules = await activeRules(deps);
      const review = rules.get('order-review')!;
      const declines = rules.get('payment-declines')!;
      const cardRule = rules.get('order-velocity-card')!;
      const reasons = [...(order.riskReasons ?? [])];
      let score = order.riskScore ?? 0;
      const card = await cardVelocity(deps, cardRule, order);
      if (card?.exceeded && cardRule.action === 'review') {
        score = Math.min(100, score + cardRule.riskPoints);
        reasons.push(card.details);
      }
      if (declines.active && declines.action === 'review') {
        const count = await recentDeclines(deps, order.ownerKey, declines.windowMinutes);
        if (countExceeds(declines, count)) {
          score = Math.min(100, score + declines.riskPoints);
          reasons.push(`${count} declined payments within ${declines.windowMinutes} minutes before this one went through.`);
        }
      }
      if (!holdsForReview(review, score)) return { action: 'allow' };
      const reason = `Review score ${score} (threshold ${review.threshold}): ${reasons.join(' ') || 'risk signals at checkout.'}`;
      await raiseAlert(deps, {
        alertType: 'order-held',
        severity: review.severity,
        details: `Order ${order.orderNumber} held for review. ${reason}`,
        userId: order.userId,
        ipAddress: order.checkoutIp,
        orderId: order.orderId,
        sameAs: `order:${order.orderId}`,
      });
      return { action: 'hold', reason };
    },
  };
}

async function raise(deps: RiskDeps, hit: Hit, input: CheckoutRisk) {
  try {
    await raiseAlert(deps, { alertType: hit.rule.ruleId, severity: hit.rule.severity, details: hit.details, ipAddress: input.ip, userId: input.userId ?? undefined, sameAs: hit.sameAs });
  } catch (error) {
    // An alert that cannot be written must not stop a sale the rules allowed; the verdict still stands.
    logger.error('could not raise a fraud alert', { rule: hit.rule.ruleId, error });
  }
}
