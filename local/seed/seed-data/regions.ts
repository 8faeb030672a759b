import type { RegionCode } from '../catalog-spec';

export interface RegionSeed {
  code: RegionCode;
  name: string;
  isGlobal: boolean;
  restrictions?: string;
  excludedCountries?: string[];
}

/** Where a key activates; each region's id is its code in lower case. */
export const regions: readonly RegionSeed[] = [
  { code: 'GLOBAL', name: 'Global', isGlobal: true },
  {
    code: 'GLOBAL_RESTRICTED',
    name: 'Global (restricted)',
    isGlobal: true,
    restrictions: 'Activates worldwide except in Russia, Belarus, China, Iran, North Korea, Syria and Cuba.',
    excludedCountries: ['RU', 'BY', 'CN', 'IR', 'KP', 'SY', 'CU'],
  },
  { code: 'NA', name: 'North America', isGlobal: false },
  { code: 'US', name: 'United States', isGlobal: false },
  { code: 'LATAM', name: 'Latin America', isGlobal: false },
  { code: 'EU', name: 'Europe', isGlobal: false },
  { code: 'UK', name: 'United Kingdom', isGlobal: false },
  { code: 'JP', name: 'Japan', isGlobal: false },
  { code: 'AU', name: 'Australia', isGlobal: false },
];
