import type { VariantView } from '../../../../../shared/catalog/catalog-views';
import { regionCompatibility } from '../../../../../shared/catalog/region-compatibility';
import type { GeoLocation } from '../../../../../shared/storefront/storefront-views';

/** What the page says about where the selected key activates, for the visitor's country when it is known. */
export type RegionNotice =
  | { kind: 'incompatible'; country: string }
  | { kind: 'restricted' }
  | { kind: 'only'; region: string }
  | { kind: 'global' };

export function regionNotice(region: VariantView['region'], geo: GeoLocation | undefined): RegionNotice {
  const country = geo?.countryCode ? { code: geo.countryCode, name: geo.country ?? geo.countryCode } : null;
  const verdict = regionCompatibility(region, country);
  if (verdict.kind === 'incompatible') return { kind: 'incompatible', country: country?.name ?? '' };
  if (verdict.kind === 'global_restricted') return { kind: 'restricted' };
  const isGlobal = region.isGlobal || ['GLOBAL', 'GLOBAL_RESTRICTED'].includes(region.code.toUpperCase());
  return isGlobal ? { kind: 'global' } : { kind: 'only', region: region.name };
}
