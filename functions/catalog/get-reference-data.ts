import { platformInstructionsOf } from '../../shared/catalog/activation-instructions';
import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';

export const handler = apiHandler(routes.getReferenceData, async ({ deps }) => {
  const { platform, region, country, language } = deps.store.entities;
  const [platforms, regions, countries, languages] = await Promise.all([
    platform.query.byId({}).go({ pages: 'all' }),
    region.query.byId({}).go({ pages: 'all' }),
    country.query.byCode({}).go({ pages: 'all' }),
    language.query.byCode({}).go({ pages: 'all' }),
  ]);
  return {
    platforms: platforms.data.map(({ platformId, code, name, iconUrl, ...rest }) => ({ platformId, code, name, iconUrl, ...platformInstructionsOf(rest) })),
    regions: regions.data.map(({ regionId, code, name, isGlobal, restrictions, excludedCountries }) => ({ regionId, code, name, isGlobal, restrictions, excludedCountries })),
    countries: countries.data.filter((c) => c.isActive).map(({ code, name, isActive }) => ({ code, name, isActive })),
    languages: languages.data.filter((l) => l.isActive).map(({ code, name, nativeName, isActive }) => ({ code, name, nativeName, isActive })),
  };
});
