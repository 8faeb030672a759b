import { regionCompatibility } from '../../shared/catalog/region-compatibility';
import { countryName } from '../../shared/reference/countries';
import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { NotFoundError } from '../../shared/errors/domain-errors';

export const handler = apiHandler(routes.getRegion, async ({ params, query, deps }) => {
  const region = (await deps.store.entities.region.get({ regionId: params.regionId }).go()).data;
  if (!region) throw new NotFoundError(`Region ${params.regionId} was not found.`);
  const country = query.country ? { code: query.country, name: countryName(query.country) ?? query.country } : null;
  return {
    regionId: region.regionId,
    code: region.code,
    name: region.name,
    isGlobal: region.isGlobal,
    restrictions: region.restrictions ?? null,
    excludedCountries: region.excludedCountries.map((code) => ({ code, name: countryName(code) ?? code })),
    countryAllowed: country ? regionCompatibility(region, country).kind === 'compatible' : null,
  };
});
