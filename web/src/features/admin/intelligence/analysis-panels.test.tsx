import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { BehaviourView, CorrelationView, TimelineSessionView, UserTimelineView } from '../../../../../shared/intelligence/console-views';
import { BehaviourResult } from './behaviour-panel';
import { CorrelationBody } from './correlation-panel';
import { Timeline } from './timeline-panel';

const html = (element: ReactElement) => renderToString(<MemoryRouter>{element}</MemoryRouter>).replace(/<!-- -->/g, '');
const factors = { deviceConsistency: 90, networkSimilarity: 80, behavioralScore: 40, temporalPatterns: 20 };

const createCorrelation = (overrides: Partial<CorrelationView> = {}): CorrelationView => ({
  sessionId: 's1',
  confidenceScore: 88,
  correlationFactors: factors,
  linkedUsers: [{ userId: 'usr_2', name: 'Second Account', matchTypes: ['device_fingerprint', 'same_ip'], correlationStrength: 'high', maxConfidence: 88, sessionCount: 2 }],
  linkedSessions: [{ sessionId: 'sess_other0001', userId: 'usr_2', ipAddress: '203.0.113.4', startedAt: '2026-11-23T10:00:00.000Z', matchType: 'device_fingerprint', matchTypes: ['device_fingerprint'], commonPages: ['/', '/cart'], confidence: 88, factors }],
  riskIndicators: ['Two accounts on one device'],
  analysisTimestamp: '2026-11-24T06:00:00.000Z',
  candidatesCompared: 14,
  ...overrides,
});

const createBehaviour = (overrides: Partial<BehaviourView> = {}): BehaviourView => ({
  sessionId: 's1',
  comparisonWindowHours: 24,
  botLikelihoodScore: 82,
  behavioralClassification: 'likely_bot',
  metrics: {
    activityMetrics: { totalEvents: 120, clickEvents: 0, scrollEvents: 0, pageViews: 30, uniquePages: 29, eventIntervalConsistency: 'suspicious', avgEventInterval: 1.04 },
    navigationMetrics: { avgPageDuration: 1.2, rapidSwitches: 25, longStays: 0, engagementPattern: 'rapid_browsing' },
  },
  comparativeBaseline: { totalComparisonSessions: 57, baselineEventsAvg: 22.5, baselineDurationAvg: 310, percentDifferences: { events: 433.3, duration: -88, pageViews: 500 }, zScores: {}, anomalies: [] },
  anomalyIndicators: ['evenly spaced events (interval variation 0.05)'],
  evidence: [],
  analysisTimestamp: '2026-11-24T06:00:00.000Z',
  ...overrides,
});

const timelineSession = (overrides: Partial<TimelineSessionView>): TimelineSessionView => ({
  sessionId: 'sess_a',
  sessionType: 'direct',
  userId: 'usr_1',
  ipAddress: '198.51.100.7',
  location: { city: 'Lisbon', countryCode: 'PT' },
  durationSeconds: 600,
  startedAt: '2026-11-20T10:00:00.000Z',
  userAgent: 'Mozilla/5.0 Firefox/130.0',
  journeySteps: [],
  correlation: null,
  ...overrides,
});

const createTimeline = (overrides: Partial<UserTimelineView> = {}): UserTimelineView => ({
  userProfile: { userId: 'usr_1', fullName: null, username: null, email: null, createdAt: '2026-01-05T00:00:00.000Z', country: 'PT' },
  riskSummary: { riskScore: 55, classification: 'review', totalOrders: 4, failedOrders: 1, fraudAlertsCount: 2 },
  totalSessions: 2,
  sessions: [
    timelineSession({ sessionId: 'sess_old', startedAt: '2026-11-01T10:00:00.000Z' }),
    timelineSession({ sessionId: 'sess_new', sessionType: 'correlated', userId: 'usr_9', startedAt: '2026-11-22T10:00:00.000Z', correlation: { matchType: 'same_ip', confidence: 71 } }),
  ],
  analysisPeriodDays: 30,
  generatedAt: '2026-11-24T06:00:00.000Z',
  ...overrides,
});

describe('the correlation tab', () => {
  it('warns of multi-account use at 85 and shows the factors, linked user and session, and risk indicators', () => {
    const out = html(<CorrelationBody data={createCorrelation()} />);

    expect(out).toContain('class="badge badge-danger">88%');
    expect(out).toContain('High correlation confidence indicates potential multi-account usage');
    for (const shown of ['Device Consistency', 'Network Similarity', 'Behavioral Score', 'Temporal Patterns', 'Second Account', 'href="/admin/users/usr_2"', 'Device fingerprint', 'Same IP', '203.0.113.4', 'Two accounts on one device', '14 sessions compared']) {
      expect(out).toContain(shown);
    }
  });

  it('does not warn below 85, and shows 65 to 84 as secondary', () => {
    const out = html(<CorrelationBody data={createCorrelation({ confidenceScore: 84 })} />);

    expect(out).toContain('class="badge badge-warning">84%');
    expect(out).not.toContain('multi-account');
  });

  it('says there is no correlation data when no session resembles this one', () => {
    expect(html(<CorrelationBody data={createCorrelation({ confidenceScore: 0, linkedUsers: [], linkedSessions: [] })} />)).toContain('No correlation data available');
  });
});

describe('the behavior tab', () => {
  it('shows a likely bot with its score out of 100, its patterns, the baseline and the anomalies', () => {
    const out = html(<BehaviourResult data={createBehaviour()} />);

    expect(out).toContain('class="badge badge-danger">Likely Bot');
    for (const shown of ['82/100', 'Suspicious', '1s', 'Rapid browsing', '+433.3%', '-88%', '57', 'evenly spaced events']) expect(out).toContain(shown);
  });

  it('shows a suspicious session as a warning and says when the window had nobody to compare with', () => {
    const out = html(<BehaviourResult data={createBehaviour({ botLikelihoodScore: 45, behavioralClassification: 'suspicious', comparativeBaseline: null, anomalyIndicators: [] })} />);

    expect(out).toContain('class="badge badge-warning">Suspicious');
    expect(out).toContain('No sessions in the last 24 hours to compare with.');
    expect(out).toContain('No anomalies detected');
  });
});

describe('the timeline tab', () => {
  it('names a user without a name Anonymous User and shows the risk, totals and period', () => {
    const out = html(<Timeline data={createTimeline()} />);

    for (const shown of ['Anonymous User', 'Risk: 55', 'Review', 'Portugal', '30 days', 'Failed Orders', 'Fraud Alerts']) expect(out).toContain(shown);
  });

  it('lists sessions newest first and highlights the correlated one with its match type and confidence', () => {
    const out = html(<Timeline data={createTimeline()} />);

    expect(out.indexOf('Correlated')).toBeLessThan(out.indexOf('Direct'));
    expect(out).toContain('intel-timeline-correlated');
    expect(out).toContain('Same IP · 71%');
  });

  it('prefers the full name, then the username', () => {
    const profile = createTimeline().userProfile;

    expect(html(<Timeline data={createTimeline({ userProfile: { ...profile, fullName: 'Ana Lima', username: 'ana' } })} />)).toContain('Ana Lima');
    expect(html(<Timeline data={createTimeline({ userProfile: { ...profile, username: 'ana' } })} />)).toContain('>ana<');
  });
});
