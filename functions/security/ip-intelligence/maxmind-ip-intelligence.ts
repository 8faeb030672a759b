import { WebServiceClient } from '@maxmind/geoip2-node';
import { ipScope, requireIp, subnetKey } from '../../../shared/security/ip-address';
import { ipReputation } from '../../../shared/security/ip-reputation';
import type { IpIntelligence, IpVerdict } from './ip-intelligence';

export interface MaxmindCredentials {
  accountId: string;
  licenseKey: string;
}

/** The part of GeoIP2's web service client this adapter calls, so a test can stand in for it. */
export type InsightsClient = Pick<WebServiceClient, 'insights'>;

export interface MaxmindOptions {
  timeoutMs: number;
  /** Builds the client once the credentials are read; GeoIP2's own by default. */
  client?: (credentials: MaxmindCredentials) => InsightsClient;
}

/**
 * MaxMind GeoIP2 Insights: the anonymiser and network traits of an address, by web service. The credentials are read
 * once per container (and again after a failed read); what the provider says is scored by the same reputation rule
 * as the offline verdict.
 */
export class MaxmindIpIntelligence implements IpIntelligence {
  private client: Promise<InsightsClient> | undefined;

  constructor(
    private readonly credentials: () => Promise<MaxmindCredentials>,
    private readonly options: MaxmindOptions,
  ) {}

  async lookup(text: string): Promise<IpVerdict> {
    const ip = requireIp(text);
    const { traits } = await (await this.insightsClient()).insights(ip.text);
    const facts = {
      isTor: traits.isTorExitNode,
      isVpn: traits.isAnonymousVpn,
      isProxy: traits.isPublicProxy || traits.isResidentialProxy,
      isHosting: traits.isHostingProvider,
      isMobileCarrier: traits.userType === 'cellular',
      isCgnat: ipScope(ip) === 'cgnat',
    };
    return {
      ip: ip.text,
      subnet: subnetKey(ip),
      asn: traits.autonomousSystemNumber ?? null,
      asOrganisation: traits.autonomousSystemOrganization ?? null,
      ...facts,
      reputation: ipReputation({ ...facts, isUnroutable: false }),
      source: 'maxmind',
    };
  }

  private insightsClient(): Promise<InsightsClient> {
    const build = this.options.client ?? ((c: MaxmindCredentials) => new WebServiceClient(c.accountId, c.licenseKey, { timeout: this.options.timeoutMs }));
    this.client ??= this.credentials().then((credentials) => {
      if (!credentials.accountId || !credentials.licenseKey) throw new Error('The MaxMind secret needs accountId and licenseKey');
      return build(credentials);
    });
    this.client.catch(() => (this.client = undefined));
    return this.client;
  }
}
