import { createHash } from 'node:crypto';
import { alertFeedScore, type AlertSeverity } from '../../../shared/security/risk-score';
import type { Deps } from '../../lib/deps';
import { logger } from '../../lib/http/logger';
import { rescoreAfter } from '../risk/rescore-user';
import { counterWrites, gaugeWrite } from '../security-counts';

export interface AlertRaise {
  /** The rule's id, or `order-held`. */
  alertType: string;
  severity: AlertSeverity;
  details: string;
  ipAddress?: string | undefined;
  userId?: string | undefined;
  orderId?: string | undefined;
  /**
   * What makes two hits the same alert: the subject and the rule's window (e.g. `user:u1#2026-11-25T10`). A rule that
   * trips again for the same subject in the same window raises the hit count of the alert it already raised.
   */
  sameAs: string;
}

/** An alert's id from its type and what makes hits the same alert. */
export const alertIdOf = (alertType: string, sameAs: string): string => createHash('sha256').update(`${alertType}\n${sameAs}`).digest('base64url').slice(0, 26);

export type AlertDeps = Pick<Deps, 'store' | 'now'>;

/**
 * Alerts this process raised or met lately: a rule that keeps tripping (velocity from one busy address) then costs one
 * `ADD` per hit instead of a cancelled transaction and the `ADD`. Bounded and short-lived, so an alert deleted by hand
 * or raised in another window is written again soon.
 */
const known = new Map<string, number>();
const knownMs = 10 * 60_000;
const knownMax = 10_000;

function isKnown(alertId: string): boolean {
  const until = known.get(alertId);
  if (until === undefined) return false;
  if (until > Date.now()) return true;
  known.delete(alertId);
  return false;
}

function remember(alertId: string): void {
  if (known.size >= knownMax) known.delete(known.keys().next().value!);
  known.set(alertId, Date.now() + knownMs);
}

/**
 * Alerts this process is raising right now. Under the one-machine gateway, which serves every request in one process,
 * a burst from one address (a hundred checkouts at once) would otherwise send a hundred creating transactions for one
 * alert, ninety-nine of them cancelled and retried by the SDK; they wait for the first and count their hit instead.
 */
const raising = new Map<string, Promise<unknown>>();

/** Repeated hits counted in memory and added to their alerts once a second, with what the flush needs. */
const unwritten = new Map<string, { count: number; deps: AlertDeps }>();
let flushing: ReturnType<typeof setTimeout> | undefined;

/**
 * One more hit on an alert that exists. A rule that keeps tripping (a hundred checkouts from one address) would make
 * each hit an `ADD` on one item; the hits of a second are added in one write instead. A process recycled in between
 * loses at most that second's count, never the alert.
 */
function countHit(deps: AlertDeps, alertId: string): void {
  const entry = unwritten.get(alertId);
  if (entry) entry.count++;
  else unwritten.set(alertId, { count: 1, deps });
  flushing ??= setTimeout(() => void flushHits(), 1_000);
  flushing.unref?.();
}

/** Writes the counted hits now (the timer's work; tests and shutdown may call it). */
export async function flushHits(): Promise<void> {
  flushing = undefined;
  const due = [...unwritten];
  unwritten.clear();
  await Promise.all(
    due.map(([alertId, { count, deps }]) =>
      deps.store.entities.fraudAlert
        .patch({ alertId })
        .add({ hits: count })
        .go({ response: 'none' })
        .catch((error: unknown) => logger.warn('could not count repeated alert hits', { alertId, count, error })),
    ),
  );
}

/**
 * Raises a fraud alert, once per rule, subject and window: the new alert and the security counters it moves (alerts
 * per hour, its type and severity, the unresolved gauge) in one transaction, or one more hit on the existing alert.
 * Returns the alert's id and whether it is new. Never throws for a write conflict: two racing raisers make one alert.
 */
export async function raiseAlert(deps: AlertDeps, raise: AlertRaise): Promise<{ alertId: string; created: boolean }> {
  const alertId = alertIdOf(raise.alertType, raise.sameAs);
  const underway = raising.get(alertId);
  if (underway) await underway.catch(() => undefined);
  if (underway || isKnown(alertId)) {
    countHit(deps, alertId);
    return { alertId, created: false };
  }
  const raised = createAlert(deps, alertId, raise);
  raising.set(alertId, raised);
  try {
    return await raised;
  } finally {
    raising.delete(alertId);
  }
}

async function createAlert(deps: AlertDeps, alertId: string, raise: AlertRaise): Promise<{ alertId: string; created: boolean }> {
  const now = deps.now();
  const at = now.toISOString();
  const high = raise.severity === 'high' || raise.severity === 'critical';
  const created = await deps.store.transaction
    .write(({ fraudAlert, securityCounter }) => [
      fraudAlert
        .create({
          alertId,
          alertType: raise.alertType,
          severity: raise.severity,
          details: raise.details.slice(0, 500),
          state: 'unresolved',
          hits: 1,
          raisedAt: at,
          day: at.slice(0, 10),
          ...(raise.ipAddress ? { ipAddress: raise.ipAddress, ipKey: raise.ipAddress } : {}),
          ...(raise.userId ? { userId: raise.userId, userKey: raise.userId } : {}),
          ...(raise.orderId ? { orderId: raise.orderId } : {}),
        })
        .commit(),
      ...counterWrites({ securityCounter }, now, ['alerts', `severity:${raise.severity}`, `type:${raise.alertType}`, ...(high ? ['alerts:high'] : []), ...(raise.ipAddress ? [`ip:${raise.ipAddress}`] : [])]),
      // The feed's score of the alert (back-office §4), summed so the overview's average risk is one division.
      ...counterWrites({ securityCounter }, now, ['score-sum'], alertFeedScore(raise.severity)),
      gaugeWrite({ securityCounter }, 'unresolved', 1),
      ...(high ? [gaugeWrite({ securityCounter }, 'unresolved:high', 1)] : []),
      // The user's own, for their risk score (back-office §9: 20 per unresolved high or critical alert).
      ...(high && raise.userId ? [gaugeWrite({ securityCounter }, 'unresolved:high', 1, `user#${raise.userId}`)] : []),
      // A session's risk (intelligence §9: 25 per unresolved alert of its user or address) and the timeline's total.
      ...(raise.userId ? [gaugeWrite({ securityCounter }, 'unresolved', 1, `user#${raise.userId}`), gaugeWrite({ securityCounter }, 'alerts', 1, `user#${raise.userId}`)] : []),
      ...(raise.ipAddress ? [gaugeWrite({ securityCounter }, 'unresolved', 1, `ip#${raise.ipAddress}`)] : []),
    ])
    .go()
    .then((r) => !r.canceled);
  remember(alertId);
  if (!created) {
    countHit(deps, alertId);
  } else {
    logger.warn('fraud alert raised', { alertId, alertType: raise.alertType, severity: raise.severity, userId: raise.userId, orderId: raise.orderId });
    // Back-office §9 counts a user's unresolved high and critical alerts.
    if (high) await rescoreAfter(deps, raise.userId, 'alert raised');
  }
  return { alertId, created };
}
