import { describe, expect, it } from 'vitest';
import { ipReputation, isAnonymisingIp, type IpReputationFacts } from './ip-reputation';

const clean: IpReputationFacts = { isTor: false, isProxy: false, isVpn: false, isHosting: false, isMobileCarrier: false, isCgnat: false, isUnroutable: false };

describe('the reputation of an address', () => {
  it.each<[string, Partial<IpReputationFacts>, number]>([
    ['a home broadband address', {}, 0],
    ['a Tor exit', { isTor: true }, 70],
    ['a Tor exit in a data centre', { isTor: true, isHosting: true }, 100],
    ['a public proxy', { isProxy: true }, 65],
    ['a commercial VPN', { isVpn: true }, 40],
    ['a VPN run from a data centre', { isVpn: true, isHosting: true }, 70],
    ['a data centre', { isHosting: true }, 30],
    ['an address nobody routes', { isUnroutable: true }, 25],
    ['a phone on a mobile carrier', { isMobileCarrier: true }, 0],
    ['a home address with two fraud alerts', { abuseAlerts: 2 }, 20],
    ['a home address with ten fraud alerts, capped', { abuseAlerts: 10 }, 30],
    ['a mobile address with ten fraud alerts, shared by many', { isMobileCarrier: true, abuseAlerts: 10 }, 5],
    ['a CGNAT address with two fraud alerts', { isCgnat: true, abuseAlerts: 2 }, 10],
    ['a VPN with three fraud alerts', { isVpn: true, abuseAlerts: 3 }, 70],
    ['a Tor exit proxy VPN with alerts, clamped', { isTor: true, isProxy: true, isVpn: true, abuseAlerts: 5 }, 100],
    ['a negative alert count', { abuseAlerts: -4 }, 0],
  ])('scores %s at %i', (_case, facts, score) => {
    expect(ipReputation({ ...clean, ...facts })).toBe(score);
  });

  it.each<[string, Partial<IpReputationFacts>, boolean]>([
    ['a lone VPN', { isVpn: true }, false],
    ['a lone data centre', { isHosting: true }, false],
    ['a Tor exit', { isTor: true }, true],
    ['a public proxy', { isProxy: true }, true],
    ['a VPN in a data centre', { isVpn: true, isHosting: true }, true],
  ])('says whether %s passes the 60 the session risk adds 15 for: %s', (_case, facts, above) => {
    expect(ipReputation({ ...clean, ...facts }) > 60).toBe(above);
  });

  it.each<[Partial<IpReputationFacts>, boolean]>([
    [{ isTor: true }, true],
    [{ isProxy: true }, true],
    [{ isVpn: true }, true],
    [{ isHosting: true }, false],
    [{ isMobileCarrier: true }, false],
  ])('flags %j as anonymising: %s', (facts, flagged) => {
    expect(isAnonymisingIp({ ...clean, ...facts })).toBe(flagged);
  });
});
