import { describe, expect, it } from 'vitest';
import {
  alertCategory,
  alertFeedScore,
  riskBand,
  securityRiskBadge,
  sessionRiskBadge,
  sessionRiskScore,
  threatLevel,
  trend,
  userClassification,
  userRiskScore,
  vpnFeedAction,
} from './risk-score';

const user = { vpnDetections24h: 0, unresolvedHighAlerts: 0, totalSpentCents: 0, totalOrders: 0 };
const session = { ipFlagged: false, reputationScore: null, unresolvedAlerts: 0 };

describe('the user risk score', () => {
  it.each([
    ['a quiet user', {}, 0],
    ['one VPN detection', { vpnDetections24h: 1 }, 10],
    ['four VPN detections', { vpnDetections24h: 4 }, 40],
    ['seven VPN detections, capped at 40', { vpnDetections24h: 7 }, 40],
    ['one unresolved high alert', { unresolvedHighAlerts: 1 }, 20],
    ['three unresolved high alerts, capped at 40', { unresolvedHighAlerts: 3 }, 40],
    ['500.01 spent in one order', { totalSpentCents: 50_001, totalOrders: 1 }, 20],
    ['exactly 500 spent in one order', { totalSpentCents: 50_000, totalOrders: 1 }, 0],
    ['600 spent over two orders', { totalSpentCents: 60_000, totalOrders: 2 }, 0],
    ['everything at once, capped at 100', { vpnDetections24h: 9, unresolvedHighAlerts: 9, totalSpentCents: 99_999, totalOrders: 1 }, 100],
    ['negative counts read as none', { vpnDetections24h: -3, unresolvedHighAlerts: -1 }, 0],
  ])('gives %s %i', (_, facts, score) => {
    expect(userRiskScore({ ...user, ...facts })).toBe(score);
  });
});

describe('the session risk score', () => {
  it.each([
    ['starts at 30', {}, 30],
    ['adds 20 for a flagged address', { ipFlagged: true }, 50],
    ['adds 15 for a reputation above 60', { reputationScore: 61 }, 45],
    ['adds nothing for a reputation of exactly 60', { reputationScore: 60 }, 30],
    ['adds 25 per unresolved alert', { unresolvedAlerts: 2 }, 80],
    ['is clamped to 100', { ipFlagged: true, reputationScore: 99, unresolvedAlerts: 3 }, 100],
  ])('%s', (_, facts, score) => {
    expect(sessionRiskScore({ ...session, ...facts })).toBe(score);
  });
});

describe('bands, classes and badges', () => {
  it.each([
    [0, 'low', 'trusted', 'outline', 'outline'],
    [39, 'low', 'trusted', 'outline', 'outline'],
    [40, 'medium', 'review', 'secondary', 'secondary'],
    [59, 'medium', 'review', 'secondary', 'secondary'],
    [60, 'medium', 'review', 'secondary', 'destructive'],
    [69, 'medium', 'review', 'secondary', 'destructive'],
    [70, 'high', 'blocked', 'destructive', 'destructive'],
    [100, 'high', 'blocked', 'destructive', 'destructive'],
  ])('puts %i in band %s, class %s, session badge %s and security badge %s', (score, band, classification, sessionBadge, securityBadge) => {
    expect(riskBand(score)).toBe(band);
    expect(userClassification(score)).toBe(classification);
    expect(sessionRiskBadge(score)).toBe(sessionBadge);
    expect(securityRiskBadge(score)).toBe(securityBadge);
  });

  it.each([
    [0, 'low'],
    [39.9, 'low'],
    [40, 'medium'],
    [60, 'high'],
    [79.9, 'high'],
    [80, 'critical'],
  ])('calls an average risk of %d a %s threat level', (average, level) => {
    expect(threatLevel(average)).toBe(level);
  });

  it('calls a group of alerts critical if any is, else high if any is, else medium', () => {
    expect(alertCategory(['low', 'critical', 'high'])).toBe('critical');
    expect(alertCategory(['medium', 'high'])).toBe('high');
    expect(alertCategory(['low', 'medium'])).toBe('medium');
    expect(alertCategory([])).toBe('medium');
  });

  it('scores alerts 90, 75 or 50 in the feed and blocks VPN entries only above 70', () => {
    expect([alertFeedScore('critical'), alertFeedScore('high'), alertFeedScore('medium'), alertFeedScore('low')]).toEqual([90, 75, 50, 50]);
    expect([vpnFeedAction(70), vpnFeedAction(71)]).toEqual(['Monitored', 'Blocked']);
  });
});

describe('the 24-hour trend', () => {
  it.each([
    [106, 100, 6, 'up'],
    [105, 100, 5, null],
    [95, 100, -5, null],
    [94, 100, -6, 'down'],
    [0, 10, -100, 'down'],
  ])('of %i against %i is %i percent with arrow %s', (current, previous, percent, arrow) => {
    expect(trend(current, previous)).toEqual({ changePercent: percent, arrow });
  });

  it('shows something after nothing as up without a percentage, and nothing after nothing as flat', () => {
    expect(trend(3, 0)).toEqual({ changePercent: null, arrow: 'up' });
    expect(trend(0, 0)).toEqual({ changePercent: null, arrow: null });
  });
});
