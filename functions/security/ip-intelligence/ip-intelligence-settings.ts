import * as z from 'zod';

/** The IP lookup's settings, from the environment like functions/lib/config.ts. */
const settingsSchema = z.object({
  /** `maxmind` on AWS (GeoIP2 Insights, falling back to the offline lists); `offline` on one machine. */
  IP_INTELLIGENCE_PROVIDER: z.enum(['offline', 'maxmind']).default('offline'),
  /** The Secrets Manager secret (name or ARN) holding `{ "accountId": "…", "licenseKey": "…" }` for MaxMind. */
  MAXMIND_SECRET_NAME: z.string().min(1).default('neonkeys/maxmind'),
  /** How long the provider may take before the offline verdict is used instead. */
  IP_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(800),
  IP_VERDICT_CACHE_MS: z.coerce.number().int().min(0).default(600_000),
  IP_VERDICT_CACHE_ENTRIES: z.coerce.number().int().min(1).default(10_000),
  /** Gives the documentation ranges meaning (data/documentation-ranges.json) for tests and the local demo; never in production. */
  IP_DOCUMENTATION_RANGES: z.stringbool().default(false),
  /** Where `asn-ipv4-num.csv` and `asn-ipv6-num.csv` are, when not in the installed `@ip-location-db/asn` package. */
  IP_ASN_DATABASE_DIR: z.string().min(1).optional(),
});

export type IpIntelligenceSettings = z.infer<typeof settingsSchema>;

export function readIpIntelligenceSettings(env: NodeJS.ProcessEnv = process.env): IpIntelligenceSettings {
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid IP intelligence settings: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}
