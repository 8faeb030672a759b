import type { BadgeVariant } from '../../../../../shared/security/risk-score';

/** Back-office §9: in user lists 70 and over is high (destructive), 40 and over medium. */
export const riskBadge = (score: number): BadgeVariant => (score >= 70 ? 'destructive' : score >= 40 ? 'secondary' : 'outline');
