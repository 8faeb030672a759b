import { NotFoundError } from '../../../shared/errors/domain-errors';
import type { FraudAlertItem } from '../../lib/data/entities/fraud-alert';
import { logger } from '../../lib/http/logger';
import { rescoreAfter } from '../risk/rescore-user';
import { gaugeWrite } from '../security-counts';
import { alertIdOf, type AlertDeps } from './raise-alert';

/**
 * Marks an alert resolved by a staff member (back-office §4: once, with who and when), and lowers the unresolved
 * gauges it raised, in one transaction conditioned on it being unresolved: resolving twice changes nothing.
 */
export async function resolveAlert(deps: AlertDeps, alertId: string, staffId: string): Promise<FraudAlertItem> {
  const alert = (await deps.store.entities.fraudAlert.get({ alertId }).go({ consistent: true })).data;
  if (!alert) throw new NotFoundError('Alert not found.');
  if (alert.state === 'resolved') return alert;
  const at = deps.now().toISOString();
  const high = alert.severity === 'high' || alert.severity === 'critical';
  const done = await deps.store.transaction
    .write(({ fraudAlert, securityCounter }) => [
      fraudAlert
        .patch({ alertId })
        .set({ state: 'resolved', resolvedBy: staffId, resolvedAt: at })
        .where(({ state }, { eq }) => eq(state, 'unresolved'))
        .commit(),
      gaugeWrite({ securityCounter }, 'unresolved', -1),
      ...(high ? [gaugeWrite({ securityCounter }, 'unresolved:high', -1)] : []),
      ...(high && alert.userId ? [gaugeWrite({ securityCounter }, 'unresolved:high', -1, `user#${alert.userId}`)] : []),
      ...(alert.userId ? [gaugeWrite({ securityCounter }, 'unresolved', -1, `user#${alert.userId}`)] : []),
      ...(alert.ipAddress ? [gaugeWrite({ securityCounter }, 'unresolved', -1, `ip#${alert.ipAddress}`)] : []),
    ])
    .go()
    .then((r) => !r.canceled);
  if (!done) return (await deps.store.entities.fraudAlert.get({ alertId }).go({ consistent: true })).data!;
  if (high) await rescoreAfter(deps, alert.userId, 'alert resolved');
  return { ...alert, state: 'resolved', resolvedBy: staffId, resolvedAt: at };
}

/** A held order was decided: its hold alert has been dealt with by whoever decided. */
export async function resolveOrderAlerts(deps: AlertDeps, orderId: string, staffId: string): Promise<void> {
  await resolveAlert(deps, alertIdOf('order-held', `order:${orderId}`), staffId).catch((error: unknown) => {
    if (!(error instanceof NotFoundError)) logger.warn('could not resolve the alert of a decided order', { orderId, error });
  });
}
