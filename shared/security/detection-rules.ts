import * as z from 'zod';
import type { AlertSeverity } from './risk-score';

/**
 * Detection rules as data (back-office §3 "detection rule", issue 17): each watches one kind of event, has an active
 * switch and its thresholds, and says what a hit does. Staff tune the stored copy; these defaults are what a store
 * starts with and what a rule falls back to before anyone has saved it.
 */
export const ruleIds = [
  'order-review',
  'accounts-per-fingerprint',
  'accounts-per-ip',
  'order-velocity-user',
  'order-velocity-ip',
  'order-velocity-card',
  'payment-declines',
  'country-mismatch',
  'anonymous-network-checkout',
  'blocked-country',
  'dispute',
] as const;
export type RuleId = (typeof ruleIds)[number];

/** What a hit does: only raise an alert; add its points to the order's review score; or refuse the checkout. */
export const ruleActions = ['alert', 'review', 'block'] as const;
export type RuleAction = (typeof ruleActions)[number];

export interface DetectionRule {
  ruleId: RuleId;
  name: string;
  /** What it watches, in a sentence staff read on the Security page. */
  description: string;
  /** Where it runs: the event whose path evaluates it. */
  watches: 'checkout' | 'delivery' | 'sign-in' | 'payment';
  active: boolean;
  severity: AlertSeverity;
  action: RuleAction;
  /** A count that trips the rule (more than this many), or the review score (this or more) for `order-review`. */
  threshold: number;
  /** The window the count is taken over; 0 where the rule counts nothing. */
  windowMinutes: number;
  /** Points added to the order's review score on a hit when the action is `review`. */
  riskPoints: number;
}

type Defaults = Omit<DetectionRule, 'ruleId'>;

const hour = 60;
const day = 24 * hour;

/**
 * Out of the box only signals that are rarely innocent hold an order (an anonymising network; a foreign checkout
 * together with repeated declines); velocity alerts without holding, since families, offices and carriers share
 * addresses and a busy buyer is not a fraudster. Staff switch a rule to `review` once they have seen its alerts.
 */
export const defaultRules: Readonly<Record<RuleId, Defaults>> = {
  'order-review': {
    name: 'Hold risky orders for review',
    description: 'A paid order whose review score reaches the threshold waits for staff to approve or reject it; its keys stay reserved.',
    watches: 'delivery', active: true, severity: 'high', action: 'review', threshold: 60, windowMinutes: 0, riskPoints: 0,
  },
  'accounts-per-fingerprint': {
    name: 'Many accounts on one device',
    description: 'More accounts than the threshold signed in from one device fingerprint within the window.',
    watches: 'sign-in', active: true, severity: 'high', action: 'alert', threshold: 3, windowMinutes: 30 * day, riskPoints: 0,
  },
  'accounts-per-ip': {
    name: 'Many accounts on one address',
    description: 'More accounts than the threshold signed in from one IP address within the window (offices and carriers share addresses, so it is set higher).',
    watches: 'sign-in', active: true, severity: 'medium', action: 'alert', threshold: 5, windowMinutes: day, riskPoints: 0,
  },
  'order-velocity-user': {
    name: 'Order velocity per customer',
    description: 'More checkouts than the threshold by one customer (account or guest e-mail) within the window.',
    watches: 'checkout', active: true, severity: 'high', action: 'alert', threshold: 5, windowMinutes: hour, riskPoints: 60,
  },
  'order-velocity-ip': {
    name: 'Order velocity per address',
    description: 'More checkouts than the threshold from one IP address within the window.',
    watches: 'checkout', active: true, severity: 'high', action: 'alert', threshold: 8, windowMinutes: hour, riskPoints: 60,
  },
  'order-velocity-card': {
    name: 'Order velocity per card',
    description: 'More paid orders than the threshold on one card (the provider’s card fingerprint) within the window.',
    watches: 'delivery', active: true, severity: 'high', action: 'alert', threshold: 5, windowMinutes: day, riskPoints: 60,
  },
  'payment-declines': {
    name: 'Repeated payment declines',
    description: 'More declined or failed payments than the threshold for one customer within the window.',
    watches: 'payment', active: true, severity: 'medium', action: 'review', threshold: 3, windowMinutes: hour, riskPoints: 30,
  },
  'country-mismatch': {
    name: 'Country differs from the account’s',
    description: 'The visitor checks out from a country other than the one on their account.',
    watches: 'checkout', active: true, severity: 'low', action: 'review', threshold: 0, windowMinutes: 0, riskPoints: 30,
  },
  'anonymous-network-checkout': {
    name: 'VPN, proxy or Tor at checkout',
    description: 'The checkout comes through a VPN, a public proxy or a Tor exit.',
    watches: 'checkout', active: true, severity: 'high', action: 'review', threshold: 0, windowMinutes: 0, riskPoints: 60,
  },
  'blocked-country': {
    name: 'Geographic restrictions',
    description: 'The visitor’s country or city is on the geographic restrictions list: blocked ones are refused, flagged ones raise an alert.',
    watches: 'checkout', active: true, severity: 'high', action: 'block', threshold: 0, windowMinutes: 0, riskPoints: 30,
  },
  dispute: {
    name: 'Payment disputes',
    description: 'A buyer opened a dispute (chargeback) with their bank.',
    watches: 'payment', active: true, severity: 'critical', action: 'alert', threshold: 0, windowMinutes: 0, riskPoints: 0,
  },
};

/** The rule as stored over its default: a stored field wins, a field nobody saved keeps the default. */
export function effectiveRule(ruleId: RuleId, stored?: Partial<DetectionRule> | null): DetectionRule {
  const base = defaultRules[ruleId];
  return {
    ruleId,
    ...base,
    ...(stored?.active !== undefined ? { active: stored.active } : {}),
    ...(stored?.severity ? { severity: stored.severity } : {}),
    ...(stored?.action && allowedActions(ruleId).includes(stored.action) ? { action: stored.action } : {}),
    ...(stored?.threshold !== undefined ? { threshold: stored.threshold } : {}),
    ...(stored?.windowMinutes !== undefined ? { windowMinutes: stored.windowMinutes } : {}),
    ...(stored?.riskPoints !== undefined ? { riskPoints: stored.riskPoints } : {}),
  };
}

/**
 * What each rule may be set to do: only checkout rules can refuse (nothing else happens before the money), only rules
 * that run before delivery can add review points, and the review rule itself always reviews.
 */
export function allowedActions(ruleId: RuleId): readonly RuleAction[] {
  if (ruleId === 'order-review') return ['review'];
  const { watches } = defaultRules[ruleId];
  if (watches === 'checkout') return ruleActions;
  if (watches === 'sign-in' || ruleId === 'dispute') return ['alert'];
  return ['alert', 'review'];
}

/** Staff's change to a rule: any of its switches and numbers, each bounded. */
export const ruleChange = z
  .strictObject({
    active: z.boolean().optional(),
    severity: z.enum(['low', 'medium', 'high', 'critical']).optional(),
    action: z.enum(ruleActions).optional(),
    threshold: z.number().int('Whole numbers only').min(0, 'At least 0').max(10_000, 'At most 10,000').optional(),
    windowMinutes: z.number().int('Whole numbers only').min(0, 'At least 0').max(90 * day, 'At most 90 days').optional(),
    riskPoints: z.number().int('Whole numbers only').min(0, 'At least 0').max(100, 'At most 100').optional(),
  })
  .refine((c) => Object.keys(c).length > 0, 'Change at least one setting');
export type RuleChange = z.infer<typeof ruleChange>;

/** A count rule trips when the count goes past its threshold (so 5 allows five and the sixth trips it). */
export const countExceeds = (rule: Pick<DetectionRule, 'threshold'>, count: number): boolean => count > rule.threshold;

/** An order's review score: the points of the review rules it tripped, at most 100. */
export function reviewScore(hits: readonly Pick<DetectionRule, 'action' | 'riskPoints'>[]): number {
  return Math.min(100, hits.filter((h) => h.action === 'review').reduce((n, h) => n + h.riskPoints, 0));
}

/** The review rule decides: held when it is on and the score reaches its threshold. */
export const holdsForReview = (reviewRule: Pick<DetectionRule, 'active' | 'threshold'>, score: number): boolean => reviewRule.active && score > 0 && score >= reviewRule.threshold;
