import { ipScope, requireIp, subnetKey } from '../../../shared/security/ip-address';
import { ipReputation } from '../../../shared/security/ip-reputation';
import type { AsnRecord } from './asn-database';
import type { IpIntelligence, IpVerdict } from './ip-intelligence';
import type { RangeTable } from './range-table';
import type { ShippedLists } from './shipped-lists';

/**
 * Judges an address with no network call: its ASN from the ASN database (or the overlay), then the shipped lists.
 * The database is loaded on the first lookup and kept for the process; until it is there, lookups wait for it.
 */
export class OfflineIpIntelligence implements IpIntelligence {
  private database: Promise<RangeTable<AsnRecord> | null> | undefined;

  constructor(
    private readonly lists: ShippedLists,
    /** Resolves to null when no database can be had: verdicts then rest on the lists and the overlay alone. */
    private readonly loadDatabase: () => Promise<RangeTable<AsnRecord> | null>,
  ) {}

  async lookup(text: string): Promise<IpVerdict> {
    const ip = requireIp(text);
    this.database ??= this.loadDatabase();
    const database = await this.database;
    const network = this.lists.asnOverlay.find(ip) ?? database?.find(ip) ?? null;
    const asn = network?.asn ?? null;
    const scope = ipScope(ip);
    const flag = this.lists.flaggedRanges.find(ip);
    const facts = {
      isTor: this.lists.torExits.has(ip.text),
      isVpn: flag === 'vpn' || (asn !== null && this.lists.vpnAsns.has(asn)),
      isProxy: flag === 'proxy',
      isHosting: asn !== null && this.lists.hostingAsns.has(asn),
      isMobileCarrier: asn !== null && this.lists.mobileCarrierAsns.has(asn),
      isCgnat: scope === 'cgnat',
    };
    // A documentation address the overlay describes stands for a real one; any other non-public one cannot be a visitor.
    const isUnroutable = scope !== 'public' && scope !== 'cgnat' && network === null;
    return {
      ip: ip.text,
      subnet: subnetKey(ip),
      asn,
      asOrganisation: network?.organisation ?? null,
      ...facts,
      reputation: ipReputation({ ...facts, isUnroutable }),
      source: 'offline',
    };
  }
}
