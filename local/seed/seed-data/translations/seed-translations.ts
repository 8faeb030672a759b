import type { SeedTranslations } from '../../catalog-spec';
import { accountTexts } from './accounts';
import { dlcTexts } from './dlc';
import { nintendoGameTexts } from './games-nintendo';
import { pcStoreGameTexts } from './games-pc-stores';
import { playstationGameTexts } from './games-playstation';
import { steamGameTexts } from './games-steam';
import { xboxGameTexts } from './games-xbox';
import { giftCardTexts } from './gift-cards';
import { inGameCurrencyTexts } from './in-game-currency';
import { softwareTexts } from './software';
import { subscriptionTexts } from './subscriptions';
import { trendingTitleTexts } from './trending-titles';

/** Every seeded product's es and pt texts, by slug. */
export const seedTranslations: SeedTranslations = {
  ...steamGameTexts,
  ...playstationGameTexts,
  ...xboxGameTexts,
  ...nintendoGameTexts,
  ...pcStoreGameTexts,
  ...dlcTexts,
  ...accountTexts,
  ...giftCardTexts,
  ...inGameCurrencyTexts,
  ...subscriptionTexts,
  ...softwareTexts,
  ...trendingTitleTexts,
};
