import { platformInstructionsOf } from '../../shared/catalog/activation-instructions';
import type { ConfigurationData } from '../../shared/content/reference-input';
import type { Deps } from '../lib/deps';
import type { CountryItem } from '../lib/data/entities/country';
import type { LanguageItem } from '../lib/data/entities/language';
import type { PlatformItem } from '../lib/data/entities/platform';
import type { RegionItem } from '../lib/data/entities/region';

/** Reference records as the back office shows and the audit records them: no key or timestamp attributes. */
export const languageView = ({ code, name, nativeName, isActive }: LanguageItem) => ({ code, name, ...(nativeName ? { nativeName } : {}), isActive });
export const countryView = ({ code, name, isActive }: CountryItem) => ({ code, name, isActive });
export const regionView = ({ regionId, code, name, isGlobal, restrictions, excludedCountries }: RegionItem) => ({ regionId, code, name, isGlobal, ...(restrictions ? { restrictions } : {}), excludedCountries });
export const platformView = (platform: PlatformItem) => ({
  platformId: platform.platformId,
  code: platform.code,
  name: platform.name,
  ...(platform.iconUrl ? { iconUrl: platform.iconUrl } : {}),
  ...platformInstructionsOf(platform),
});

const byName = <T extends { name: string }>(items: T[]) => items.sort((a, b) => a.name.localeCompare(b.name));

/** Every reference record, inactive ones too: four single-partition Queries of small sets (§7 orders them by name). */
export async function configurationData(deps: Pick<Deps, 'store'>): Promise<ConfigurationData> {
  const { platform, region, country, language } = deps.store.entities;
  const [platforms, regions, countries, languages] = await Promise.all([
    platform.query.byId({}).go({ pages: 'all' }),
    region.query.byId({}).go({ pages: 'all' }),
    country.query.byCode({}).go({ pages: 'all' }),
    language.query.byCode({}).go({ pages: 'all' }),
  ]);
  return {
    languages: byName(languages.data.map(languageView)),
    countries: byName(countries.data.map(countryView)),
    regions: byName(regions.data.map(regionView)),
    platforms: byName(platforms.data.map(platformView)),
  };
}
