/** A geographic restriction as the rules read it (back-office §3): a whole country (`*`) or one lower-cased city. */
export interface GeoRule {
  countryCode: string;
  city: string;
  action: 'block' | 'flag';
}

/** The restriction that applies to a visitor: their country's or their city's; a block wins over a flag. */
export function restrictionFor<T extends GeoRule>(list: readonly T[], country: string | null, city: string | null): T | null {
  if (!country) return null;
  const code = country.toUpperCase();
  const cityKey = city?.trim().toLowerCase() || null;
  const matches = list.filter((r) => r.countryCode === code && (r.city === '*' || (cityKey !== null && r.city === cityKey)));
  return matches.find((r) => r.action === 'block') ?? matches[0] ?? null;
}
