import type { ProductSpec, SeedTranslations } from '../catalog-spec';
import { accounts } from './accounts';
import { dlc } from './dlc';
import { nintendoGames } from './games-nintendo';
import { pcStoreGames } from './games-pc-stores';
import { playstationGames } from './games-playstation';
import { steamGames } from './games-steam';
import { xboxGames } from './games-xbox';
import { giftCards } from './gift-cards';
import { inGameCurrency } from './in-game-currency';
import { software } from './software';
import { subscriptions } from './subscriptions';
import { trendingTitles } from './trending-titles';
import { seedTranslations } from './translations/seed-translations';

/** Each spec with its es and pt texts from seed-data/translations/, where they have them. */
function translated(specs: readonly ProductSpec[], translations: SeedTranslations): ProductSpec[] {
  return specs.map((spec) => (Object.hasOwn(translations, spec.slug) ? { ...spec, translations: translations[spec.slug] } : spec));
}

/** Every demo product, by kind. */
export const productSpecs: readonly ProductSpec[] = translated(
  [
    ...steamGames,
    ...playstationGames,
    ...xboxGames,
    ...nintendoGames,
    ...pcStoreGames,
    ...dlc,
    ...accounts,
    ...giftCards,
    ...inGameCurrency,
    ...subscriptions,
    ...software,
    ...trendingTitles,
  ],
  seedTranslations,
);
