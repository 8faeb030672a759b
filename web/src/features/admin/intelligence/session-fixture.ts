import type { SessionCardView } from '../../../../../shared/intelligence/console-views';

/** A session card for tests: a signed-in desktop visit from Lisbon; override what the test is about. */
export const createSessionCard = (overrides: Partial<SessionCardView> = {}): SessionCardView => ({
  sessionId: 'sess_01JABCDEFGH',
  userId: 'usr_1',
  userDisplayName: 'Ana Lima',
  isAuthenticated: true,
  ipAddress: '198.51.100.7',
  countryCode: 'PT',
  city: 'Lisbon',
  startedAt: '2026-11-24T05:00:00.000Z',
  lastActivityAt: '2026-11-24T05:12:00.000Z',
  durationSeconds: 720,
  events: 42,
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/130.0',
  deviceType: 'desktop',
  browser: { name: 'Firefox', version: '130' },
  riskScore: 30,
  ipFlags: null,
  ipSessionCount: 1,
  linkedUsers: [],
  linked: false,
  ...overrides,
});
