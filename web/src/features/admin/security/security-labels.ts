import { defaultRules, ruleIds, type RuleId } from '../../../../../shared/security/detection-rules';
import type { AlertSeverity, BadgeVariant } from '../../../../../shared/security/risk-score';

/** The spec's badge variants in the store's badge classes. */
export const badgeClass = (variant: BadgeVariant): string => (variant === 'destructive' ? 'badge badge-danger' : variant === 'secondary' ? 'badge badge-warning' : 'badge');

/** Back-office §9: critical and high destructive, medium secondary, low default. */
export const severityClass = (severity: AlertSeverity): string => badgeClass(severity === 'critical' || severity === 'high' ? 'destructive' : severity === 'medium' ? 'secondary' : 'outline');

/** An alert type in staff's words: the rule's name, or what a hold is. */
export function ruleLabel(alertType: string): string {
  if (alertType === 'order-held') return 'Order held for review';
  return (ruleIds as readonly string[]).includes(alertType) ? defaultRules[alertType as RuleId].name : alertType;
}
