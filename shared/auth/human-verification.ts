/** The actions a human-verification token is tagged with (storefront §7 guards the first five; §9 lists the rest). */
export const humanActions = [
  'google_signin',
  'login',
  'register',
  'verify_otp',
  'phone_login',
  'purchase',
  'contact',
  'newsletter',
  'search',
  'page_view',
] as const;
export type HumanAction = (typeof humanActions)[number];

export type RiskLevel = 'low' | 'medium' | 'high';

/** The answer of `POST /api/verify-human`. */
export interface HumanVerificationResult {
  /** Whether the visitor may go on: the score met the threshold, or verification itself failed (fallback). */
  success: boolean;
  score: number;
  riskLevel: RiskLevel;
  /** Too low a score to let through without another try ('Retry Verification'). */
  challenge: boolean;
  /** The verifier could not answer, so the visitor was let through at medium risk. */
  fallback: boolean;
  threshold: number;
}

/** Storefront §9: the lowest score each action accepts; actions not listed use the default. */
export const actionThresholds: Partial<Record<HumanAction, number>> = {
  register: 0.7,
  login: 0.5,
  purchase: 0.8,
  contact: 0.4,
  newsletter: 0.3,
  search: 0.2,
  page_view: 0.1,
};
export const defaultThreshold = 0.5;
export const challengeBelow = 0.2;
export const fallbackScore = 0.5;

/**
 * The threshold for an action. A caller's expected score may raise it but never lower it: the browser is
 * not trusted to decide how human it must look.
 */
export function thresholdFor(action: HumanAction, expectedScore?: number): number {
  const base = actionThresholds[action] ?? defaultThreshold;
  return expectedScore === undefined ? base : Math.max(base, expectedScore);
}

/** Storefront §9: at or above 0.5 low, at or above 0.2 medium, else high. */
export function riskLevelFor(score: number): RiskLevel {
  if (score >= 0.5) return 'low';
  if (score >= 0.2) return 'medium';
  return 'high';
}

/**
 * The verdict on a score the verifier returned. A challenge wins over a threshold below 0.2 (page_view's
 * 0.1): a visitor shown 'Retry Verification' has not passed.
 */
export function judgeScore(score: number, action: HumanAction, expectedScore?: number): HumanVerificationResult {
  const threshold = thresholdFor(action, expectedScore);
  const challenge = score < challengeBelow;
  return {
    success: !challenge && score >= threshold,
    score,
    riskLevel: riskLevelFor(score),
    challenge,
    fallback: false,
    threshold,
  };
}

/** Storefront §8: when verification fails or errs, the visitor is let through at medium risk with score 0.5. */
export function fallbackResult(action: HumanAction, expectedScore?: number): HumanVerificationResult {
  return { success: true, score: fallbackScore, riskLevel: 'medium', challenge: false, fallback: true, threshold: thresholdFor(action, expectedScore) };
}
