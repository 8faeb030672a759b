import { regionCompatibility } from '../../shared/catalog/region-compatibility';
import { NotFoundError } from '../../shared/errors/domain-errors';
import { countryName } from '../../shared/reference/countries';
import type { Deps } from '../lib/deps';

/** A region with its restrictions named, and whether a key for it works in the visitor's country (storefront §8). */
export async function regionForCountry(deps: Pick<Deps, 'store'>, regionId: string, countryCode: string | undefined) {
  const region = (await deps.store.entities.region.get({ regionId }).go()).data;
  if (!region) throw new NotFoundError(`Region ${regionId} was not found.`);
  const country = countryCode ? { code: countryCode, name: countryName(countryCode) ?? countryCode } : null;
  return {
    regionId: region.regionId,
    code: region.code,
    name: region.name,
    isGlobal: region.isGlobal,
    restrictions: region.restrictions ?? null,
    excludedCountries: region.excludedCountries.map((code) => ({ code, name: countryName(code) ?? code })),
    countryAllowed: country ? regionCompatibility(region, country).kind === 'compatible' : null,
  };
}
