import { describe, expect, it } from 'vitest';
import { allowedActions, countExceeds, defaultRules, effectiveRule, holdsForReview, reviewScore, ruleChange, ruleIds } from './detection-rules';

describe('detection rules', () => {
  it('has a default for every rule, each active, with a name and a sentence for staff', () => {
    for (const id of ruleIds) {
      expect(defaultRules[id].active).toBe(true);
      expect(defaultRules[id].name.length).toBeGreaterThan(3);
      expect(defaultRules[id].description).toMatch(/\.$/);
    }
  });

  it('keeps the default for every field nobody saved and takes the stored one where saved', () => {
    expect(effectiveRule('order-velocity-user', null)).toMatchObject({ threshold: 5, windowMinutes: 60, active: true, action: 'alert' });
    expect(effectiveRule('order-velocity-user', { threshold: 9, active: false, action: 'review' })).toMatchObject({ threshold: 9, windowMinutes: 60, active: false, action: 'review' });
  });

  it('ignores a stored action the rule cannot take', () => {
    expect(effectiveRule('dispute', { action: 'block' }).action).toBe('alert');
    expect(effectiveRule('order-review', { action: 'alert' }).action).toBe('review');
    expect(effectiveRule('payment-declines', { action: 'block' }).action).toBe('review');
  });

  it.each([
    ['blocked-country', ['alert', 'review', 'block']],
    ['anonymous-network-checkout', ['alert', 'review', 'block']],
    ['payment-declines', ['alert', 'review']],
    ['order-velocity-card', ['alert', 'review']],
    ['accounts-per-ip', ['alert']],
    ['dispute', ['alert']],
    ['order-review', ['review']],
  ] as const)('lets %s do %j', (id, actions) => {
    expect(allowedActions(id)).toEqual(actions);
  });

  it.each([
    [5, 5, false],
    [5, 6, true],
    [0, 1, true],
    [0, 0, false],
  ])('with threshold %i, a count of %i trips the rule: %s', (threshold, count, tripped) => {
    expect(countExceeds({ threshold }, count)).toBe(tripped);
  });

  it('adds the points of review hits only, up to 100', () => {
    expect(reviewScore([])).toBe(0);
    expect(reviewScore([{ action: 'review', riskPoints: 30 }, { action: 'alert', riskPoints: 50 }])).toBe(30);
    expect(reviewScore([{ action: 'review', riskPoints: 60 }, { action: 'review', riskPoints: 60 }])).toBe(100);
  });

  it.each([
    [true, 60, 60, true],
    [true, 60, 59, false],
    [false, 60, 100, false],
    [true, 0, 0, false],
    [true, 0, 1, true],
  ])('the review rule (on: %s, threshold %i) holds an order scored %i: %s', (active, threshold, score, held) => {
    expect(holdsForReview({ active, threshold }, score)).toBe(held);
  });

  it.each([
    [{}, 'Change at least one setting'],
    [{ threshold: -1 }, 'At least 0'],
    [{ threshold: 1.5 }, 'Whole numbers only'],
    [{ riskPoints: 101 }, 'At most 100'],
    [{ windowMinutes: 90 * 24 * 60 + 1 }, 'At most 90 days'],
  ])('refuses the change %j with "%s"', (change, message) => {
    const parsed = ruleChange.safeParse(change);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it('refuses a field it does not know', () => {
    expect(ruleChange.safeParse({ active: true, script: 'x' }).success).toBe(false);
  });
});
