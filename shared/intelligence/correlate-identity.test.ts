import { describe, expect, it } from 'vitest';
import { correlateUserIdentity, otherHandsCut } from './correlate-identity';
import { linkedFrom, strengthOf } from './correlation-result';
import { popularityDiscount } from './device-similarity';
import { correlationSession } from './session-fixtures';

const now = new Date('2026-11-25T03:00:00Z');
const phone = { timeZone: 'Europe/London', languages: 'en-GB,en', screen: '390x844x3', cores: 4, platform: 'iPhone', touchPoints: 5 };
const iphoneUa = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const otherHands = { keyHoldMeanMs: 150, keyHoldCv: 0.4, mouseSpeedCv: null, mouseStraightness: null, pageTimeMeanSeconds: 90, intervalCv: 2.2, touchSamples: 40, mouseSamples: 0 };
const confidenceOf = (result: ReturnType<typeof correlateUserIdentity>, userId: string) => result.linkedUsers.find((u) => u.userId === userId)?.maxConfidence ?? 0;

describe('correlateUserIdentity: the false-positive guards', () => {
  it('does not link two people of one household behind its NAT: same address, other devices, other hands', () => {
    const target = correlationSession({ userId: 'parent', startMinutes: 60, ipPopularity: 3 });
    const child = correlationSession({ userId: 'child', fingerprint: 'ffffffffffffffffffffffffffffffff', deviceSignals: phone, userAgent: iphoneUa, behaviour: otherHands, pages: ['/p/game-key-0200'], startMinutes: 20, ipPopularity: 3 });
    const result = correlateUserIdentity(target, [child], { now });
    expect(confidenceOf(result, 'child')).toBeLessThan(linkedFrom);
    expect(result.linkedUsers[0]!.matchTypes).toContain('same_ip');
  });

  it('does not link strangers sharing a mobile carrier’s NAT address', () => {
    const carrier = { ip: '172.56.10.20', subnet: '172.56.10.0/24', asn: 21928, isMobileCarrier: true, isCgnat: true, deviceSignals: phone, userAgent: iphoneUa, ipPopularity: 40 };
    const target = correlationSession({ ...carrier, userId: 'commuter-1', fingerprint: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', startMinutes: 30 });
    const stranger = correlationSession({ ...carrier, userId: 'commuter-2', fingerprint: 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb', deviceSignals: { ...phone, screen: '393x852x3' }, behaviour: otherHands, startMinutes: 0 });
    const result = correlateUserIdentity(target, [stranger], { now });
    expect(confidenceOf(result, 'commuter-2')).toBeLessThan(40);
    expect(result.riskIndicators).toContain('a mobile carrier address shared by strangers: address matches count little');
  });

  it('discounts a popular device’s fingerprint, so strangers with the same phone model are not linked', () => {
    const shared = { fingerprint: 'cccccccccccccccccccccccccccccccc', deviceSignals: phone, userAgent: iphoneUa, fingerprintPopularity: 40 };
    const target = correlationSession({ ...shared, userId: 'owner-1', startMinutes: 600 });
    const stranger = correlationSession({ ...shared, userId: 'owner-2', ip: '86.128.3.9', subnet: '86.128.3.0/24', asn: 2856, behaviour: otherHands, startMinutes: 0 });
    const result = correlateUserIdentity(target, [stranger], { now });
    expect(confidenceOf(result, 'owner-2')).toBeLessThan(linkedFrom);
    expect(result.linkedUsers[0]!.matchTypes).toContain('device_fingerprint');
  });

  it.each([
    [1, 1],
    [2, 1],
    [5, 0.45],
    [40, 0.06],
  ])('weighs a fingerprint shared by %i accounts at %f of a private one', (users, weight) => {
    expect(popularityDiscount(users)).toBeCloseTo(weight, 2);
  });

  it('does not link coworkers alternating on the office’s corporate image: 4 of the address’s 8 accounts use it', () => {
    const office = { ip: '195.14.7.20', subnet: '195.14.7.0/24', asn: 3209, fingerprintPopularity: 4, fingerprintPopularityAtAddress: 4, ipPopularity: 8 };
    const target = correlationSession({ ...office, userId: 'coworker-1', startMinutes: 50 });
    const coworker = correlationSession({ ...office, userId: 'coworker-2', behaviour: otherHands, startMinutes: 0 });
    expect(confidenceOf(correlateUserIdentity(target, [coworker], { now }), 'coworker-2')).toBeLessThan(linkedFrom);
  });

  it('links a person’s accounts used days apart on their own machine at home, which holds all 4 accounts seen there', () => {
    const home = { fingerprintPopularity: 4, fingerprintPopularityAtAddress: 4, ipPopularity: 4 };
    const target = correlationSession({ ...home, userId: 'account-1', startMinutes: 6000 });
    const fourth = correlationSession({ ...home, userId: 'account-4', behaviour: null, pages: ['/p/game-key-0042'], startMinutes: 0 });
    expect(confidenceOf(correlateUserIdentity(target, [fourth], { now }), 'account-4')).toBeGreaterThanOrEqual(linkedFrom);
    expect(confidenceOf(correlateUserIdentity(target, [{ ...fourth, fingerprintPopularityAtAddress: undefined }], { now }), 'account-4')).toBeLessThan(linkedFrom);
  });

  it.each([
    [0.5, true, 1],
    [0.4, true, 1],
    [0.25, true, 0.9],
    [0.1, true, 0.8],
    [0, true, 0.8],
    [0.05, false, 1],
  ] as const)('cuts the confidence for hands alike at %f (measured: %s) by ×%f', (vectorSimilarity, handsMeasured, cut) => {
    expect(otherHandsCut({ vectorSimilarity, handsMeasured })).toBeCloseTo(cut, 5);
  });

  it('links two accounts signed in one after the other on one browser and one address', () => {
    const target = correlationSession({ userId: 'main-account', startMinutes: 25 });
    const second = correlationSession({ userId: 'second-account', startMinutes: 0 });
    const result = correlateUserIdentity(target, [second], { now });
    expect(confidenceOf(result, 'second-account')).toBeGreaterThanOrEqual(85);
    expect(result.linkedUsers[0]).toMatchObject({ correlationStrength: 'high', matchTypes: expect.arrayContaining(['device_fingerprint', 'same_ip', 'alternating_sessions']) });
    expect(result.riskIndicators).toContain('accounts alternating on one device or address');
  });

  it('links accounts alternating in two browsers of one machine: every signal but the browser’s own agrees', () => {
    const machine = { timeZone: 'Europe/Berlin', languages: 'de-DE,de,en', screen: '2560x1440x1', colorDepth: 24, cores: 12, touchPoints: 0, platform: 'Win32', cookies: true, pdfViewer: true, reducedMotion: false, darkScheme: true };
    const target = correlationSession({ userId: 'in-chrome', fingerprint: '11111111111111111111111111111111', deviceSignals: { ...machine, memory: 8 }, startMinutes: 30 });
    const firefox = correlationSession({ userId: 'in-firefox', fingerprint: '22222222222222222222222222222222', deviceSignals: machine, startMinutes: 0 });
    const result = correlateUserIdentity(target, [firefox], { now });
    expect(confidenceOf(result, 'in-firefox')).toBeGreaterThanOrEqual(linkedFrom);
    expect(result.linkedUsers[0]!.matchTypes).toEqual(expect.arrayContaining(['similar_device', 'same_ip', 'alternating_sessions']));
  });

  it('links accounts alternating on one browser even over a VPN whose exit changes', () => {
    const vpn = { isVpn: true, asn: 9009, ipPopularity: 30 };
    const target = correlationSession({ ...vpn, userId: 'main-account', ip: '185.200.40.10', subnet: '185.200.40.0/24', startMinutes: 30 });
    const second = correlationSession({ ...vpn, userId: 'second-account', ip: '185.200.41.19', subnet: '185.200.41.0/24', startMinutes: 0 });
    expect(confidenceOf(correlateUserIdentity(target, [second], { now }), 'second-account')).toBeGreaterThanOrEqual(linkedFrom);
  });
});

describe('correlateUserIdentity: the result', () => {
  it('leaves the target user’s own sessions out, and lists an anonymous session without a linked user', () => {
    const target = correlationSession({ sessionId: 'target-session', userId: 'me', startMinutes: 30 });
    const mine = correlationSession({ sessionId: 'my-older-session', userId: 'me', startMinutes: 0 });
    const anonymous = correlationSession({ sessionId: 'anonymous-session', userId: null, startMinutes: 0 });
    const result = correlateUserIdentity(target, [mine, anonymous, target], { now });
    expect(result.linkedUsers).toEqual([]);
    expect(result.linkedSessions.map((s) => s.sessionId)).toEqual(['anonymous-session']);
    expect(result.analysisTimestamp).toBe('2026-11-25T03:00:00.000Z');
  });

  it('answers zero confidence and no links without candidates', () => {
    const result = correlateUserIdentity(correlationSession(), [], { now });
    expect(result).toMatchObject({ confidenceScore: 0, linkedUsers: [], linkedSessions: [] });
  });

  it.each([
    [64, 'low'],
    [65, 'medium'],
    [84, 'medium'],
    [85, 'high'],
  ] as const)('calls a confidence of %i %s (§9: linked from 65, warned from 85)', (confidence, strength) => {
    expect(strengthOf(confidence)).toBe(strength);
  });
});
