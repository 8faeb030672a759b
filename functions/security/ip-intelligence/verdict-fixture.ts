import type { IpVerdict, IpVerdictSource } from './ip-intelligence';

/** For tests: an address with nothing against it, as a given source would answer. */
export const plainVerdict = (ip: string, source: IpVerdictSource = 'offline'): IpVerdict => ({
  ip,
  subnet: 'x',
  asn: null,
  asOrganisation: null,
  isVpn: false,
  isProxy: false,
  isTor: false,
  isHosting: false,
  isMobileCarrier: false,
  isCgnat: false,
  reputation: 0,
  source,
});
