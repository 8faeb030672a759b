import { countExceeds, type DetectionRule } from '../../../shared/security/detection-rules';
import { createOnce } from '../../lib/data/create-once';
import type { Deps } from '../../lib/deps';
import { logger } from '../../lib/http/logger';
import { countInRuleWindow, ruleWindow } from '../rules/rule-window';
import { raiseAlert } from '../alerts/raise-alert';
import { activeRules } from '../rules/active-rules';

type SignalDeps = Pick<Deps, 'store' | 'now'>;

export interface AccountSighting {
  userId: string;
  fingerprint?: string | undefined;
  ip?: string | undefined;
  /** The address is a mobile carrier's or carrier-grade NAT: thousands share it, so it says nothing about one person. */
  sharedAddress?: boolean;
}

/**
 * An account signed in on a device and from an address. Each distinct account counts once per device (and per address)
 * in the rule's window: a membership item created once, then a counter raised only by a new member. Past the rule's
 * threshold an alert names the device or address. Carrier addresses are skipped (the classic CGNAT false positive).
 */
export async function recordAccountSighting(deps: SignalDeps, sighting: AccountSighting): Promise<void> {
  try {
    const rules = await activeRules(deps);
    await Promise.all([
      sighting.fingerprint ? count(deps, rules.get('accounts-per-fingerprint')!, 'device', sighting.fingerprint, sighting) : null,
      sighting.ip && !sighting.sharedAddress ? count(deps, rules.get('accounts-per-ip')!, 'address', sighting.ip, sighting) : null,
    ]);
  } catch (error) {
    // A signal must never stand between a visitor and their account.
    logger.error('could not record an account sighting', { error });
  }
}

async function count(deps: SignalDeps, rule: DetectionRule, kind: 'device' | 'address', subject: string, sighting: AccountSighting) {
  if (!rule.active) return;
  const { windowSeconds, windowStart } = ruleWindow(rule.windowMinutes, deps.now());
  const expiresAt = windowStart + windowSeconds + 60;
  const isNew = await createOnce(() =>
    deps.store.entities.rateLimitWindow.create({ scope: `account-members:${kind}`, caller: `${subject}#${sighting.userId}`, windowStart, count: 1, expiresAt }).go(),
  );
  if (!isNew) return;
  const { count: accounts } = await countInRuleWindow(deps, `accounts:${kind}`, subject, rule.windowMinutes);
  if (!countExceeds(rule, accounts)) return;
  const days = Math.round(rule.windowMinutes / 1440);
  const span = days >= 1 ? `${days} ${days === 1 ? 'day' : 'days'}` : `${rule.windowMinutes} minutes`;
  await raiseAlert(deps, {
    alertType: rule.ruleId,
    severity: rule.severity,
    details: `${accounts} accounts signed in from one ${kind === 'device' ? `device (fingerprint ${subject.slice(0, 8)}…)` : `address (${subject})`} within ${span} (threshold ${rule.threshold}).`,
    userId: sighting.userId,
    ipAddress: sighting.ip,
    sameAs: `${kind}:${subject}#${windowStart}`,
  });
}
