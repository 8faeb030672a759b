import { describe, expect, it } from 'vitest';
import { trackEventSchema } from '../../../shared/tracking/track-batch';
import { fingerprintOf } from '../../intelligence/device-pool';
import { generateTraffic } from '../../intelligence/traffic-generator';
import { developmentProfile, type TrafficProfile } from '../../intelligence/traffic-profiles';

const small: TrafficProfile = { ...developmentProfile, name: 'small', singles: 4, households: 1, offices: 1, cgnatUsers: 2, multiAccounters: 2, scriptedBots: 2, humanlikeBots: 2 };

describe('generateTraffic', () => {
  const sessions = generateTraffic(small);

  it('gives the same traffic for the same seed, and other traffic for another', () => {
    expect(generateTraffic(small)).toEqual(sessions);
    expect(generateTraffic({ ...small, seed: small.seed + 1 })).not.toEqual(sessions);
  });

  it('writes every event in the shape the beacon route accepts and the consumer stores', () => {
    for (const { events } of sessions.slice(0, 10))
      for (const e of events) {
        const { type, at, path, data } = e;
        expect(trackEventSchema.safeParse({ type, at: Date.parse(at), path, ...data }).success).toBe(true);
      }
  });

  it('fingerprints each device as the browser module would, and keeps the journey’s pages in visiting order', () => {
    for (const { session, events } of sessions) {
      expect(session.fingerprint).toBe(fingerprintOf(session.deviceSignals));
      expect(session.journey.journeyPath).toEqual(events.filter((e) => e.type === 'page_view').map((e) => e.path));
    }
  });

  it('labels bots and gives one person’s several accounts one person id', () => {
    const multi = sessions.filter((s) => s.label.kind === 'multi_account');
    const accountsOfFirst = new Set(multi.filter((s) => s.label.personId === multi[0]!.label.personId).map((s) => s.session.userId));
    expect(accountsOfFirst.size).toBeGreaterThan(1);
    expect(sessions.filter((s) => s.label.isBot).every((s) => s.label.kind.endsWith('_bot') && s.session.userId === null)).toBe(true);
  });
});
