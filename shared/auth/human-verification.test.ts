import { describe, expect, it } from 'vitest';
import { fallbackResult, judgeScore, riskLevelFor, thresholdFor, type HumanAction } from './human-verification';

describe('human-verification thresholds', () => {
  it.each<[HumanAction, number]>([
    ['register', 0.7],
    ['login', 0.5],
    ['purchase', 0.8],
    ['contact', 0.4],
    ['newsletter', 0.3],
    ['search', 0.2],
    ['page_view', 0.1],
    ['google_signin', 0.5],
    ['verify_otp', 0.5],
    ['phone_login', 0.5],
  ])('asks %s for a score of at least %s', (action, threshold) => {
    expect(thresholdFor(action)).toBe(threshold);
  });

  it.each<[HumanAction, number, number]>([
    ['login', 0.9, 0.9],
    ['register', 0.1, 0.7],
    ['page_view', 0, 0.1],
  ])('lets an expected score raise the %s threshold but never lower it (%s → %s)', (action, expected, threshold) => {
    expect(thresholdFor(action, expected)).toBe(threshold);
  });
});

describe('risk levels', () => {
  it.each<[number, string]>([
    [1, 'low'],
    [0.5, 'low'],
    [0.49, 'medium'],
    [0.2, 'medium'],
    [0.19, 'high'],
    [0, 'high'],
  ])('rates a score of %s as %s risk', (score, level) => {
    expect(riskLevelFor(score)).toBe(level);
  });
});

describe('judging a score', () => {
  it.each<[HumanAction, number, { success: boolean; challenge: boolean; riskLevel: string }]>([
    ['register', 0.9, { success: true, challenge: false, riskLevel: 'low' }],
    ['register', 0.7, { success: true, challenge: false, riskLevel: 'low' }],
    ['register', 0.6, { success: false, challenge: false, riskLevel: 'low' }],
    ['login', 0.3, { success: false, challenge: false, riskLevel: 'medium' }],
    ['login', 0.19, { success: false, challenge: true, riskLevel: 'high' }],
    ['search', 0.2, { success: true, challenge: false, riskLevel: 'medium' }],
    ['page_view', 0.15, { success: false, challenge: true, riskLevel: 'high' }],
    ['page_view', 0.1, { success: false, challenge: true, riskLevel: 'high' }],
  ])('gives %s with score %s %o', (action, score, verdict) => {
    expect(judgeScore(score, action)).toEqual({ ...verdict, score, fallback: false, threshold: thresholdFor(action) });
  });

  it('lets the visitor through at medium risk with score 0.5 when verification fails', () => {
    expect(fallbackResult('register')).toEqual({ success: true, score: 0.5, riskLevel: 'medium', challenge: false, fallback: true, threshold: 0.7 });
  });
});
