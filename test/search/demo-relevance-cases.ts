// The demo catalogue's relevance table (issue 19): queries as shoppers type them on desktop and on a phone, in
// English, Spanish and Portuguese, each with the products a shopper would want first. `top` lists every product
// that is a right first answer (an ambiguous query may have several); `also` lists products that belong on the
// first page, for nDCG. Expectations come from what the shopper wants, never from what the engine returned.
import type { SearchLanguage } from '../../shared/search/index-names';

export type RelevanceKind = 'split-join' | 'synonym' | 'optional-words' | 'typo' | 'number' | 'weighting' | 'language' | 'navigational' | 'prefix';

export interface DemoRelevanceCase {
  language: SearchLanguage;
  device: 'desktop' | 'mobile';
  kind: RelevanceKind;
  query: string;
  /** Product slugs: any of them is a right first result. */
  top: string[];
  /** Product slugs that belong on the first page (graded below `top`). */
  also?: string[];
  /** A platform the first result must be on (the query names one). */
  platform?: string;
}

const c = (language: SearchLanguage, device: 'desktop' | 'mobile', kind: RelevanceKind, query: string, top: string | string[], also: string[] = [], platform?: string): DemoRelevanceCase => ({
  language,
  device,
  kind,
  query,
  top: Array.isArray(top) ? top : [top],
  also,
  ...(platform ? { platform } : {}),
});

const accounts = ['starfall-odyssey-steam-account', 'voidline-operators-steam-account', 'deepwell-chronicles-steam-account'];
const allAccounts = [
  ...accounts,
  'crownfall-arena-battle-net-account',
  'rift-racers-turbo-xbox-account',
  'kingdom-of-embers-playstation-account',
  'tidebound-nintendo-account',
  'skybreaker-legends-epic-games-account',
  'hollowspire-battle-net-account',
  'neon-requiem-pc-account',
];
const currencies = ['starfall-odyssey-stardust', 'crownfall-arena-crown-shards', 'rift-racers-turbo-nitro-coins', 'tidebound-pearls', 'voidline-operators-credits', 'skybreaker-legends-aether', 'call-of-duty-points', 'fortnite-v-bucks'];
const subscriptions = ['playstation-plus-essential', 'xbox-game-pass-ultimate', 'nintendo-switch-online', 'arcadia-plus-pc-game-library'];
const giftCards = ['playstation-store-gift-card', 'xbox-gift-card', 'steam-wallet-gift-card', 'nintendo-eshop-card', 'epic-games-gift-card', 'battle-net-balance-gift-card'];
const software = ['streamforge-studio', 'aegis-shield-antivirus', 'framerate-booster-pro', 'pixelforge-3d'];
const expansions = ['starfall-odyssey-shattered-nebula', 'hollowspire-embers-of-the-deep', 'tidebound-coral-kingdom'];
const dlc = ['starfall-odyssey-shattered-nebula', 'hollowspire-embers-of-the-deep', 'rift-racers-turbo-midnight-circuit', 'tidebound-coral-kingdom', 'ironveil-tactics-season-pass', 'voidline-operators-operator-pack'];

export const demoRelevanceCases: DemoRelevanceCase[] = [
  // 1. Joined or split words
  c('en', 'mobile', 'split-join', 'steamwallet', 'steam-wallet-gift-card'),
  c('en', 'mobile', 'split-join', 'gamepass', 'xbox-game-pass-ultimate'),
  c('en', 'desktop', 'split-join', 'xbox gamepass', 'xbox-game-pass-ultimate'),
  c('en', 'desktop', 'split-join', 'e shop card', 'nintendo-eshop-card'),
  c('en', 'mobile', 'split-join', 'nintendo e shop', 'nintendo-eshop-card'),
  c('en', 'mobile', 'split-join', 'giftcard steam', 'steam-wallet-gift-card'),
  c('en', 'desktop', 'split-join', 'steam giftcard', 'steam-wallet-gift-card'),
  c('en', 'mobile', 'split-join', 'vbucks', 'fortnite-v-bucks'),
  c('en', 'desktop', 'split-join', 'fortnite vbucks', 'fortnite-v-bucks'),
  c('en', 'mobile', 'split-join', 'playstationstore', 'playstation-store-gift-card'),
  c('en', 'desktop', 'split-join', 'play station store card', 'playstation-store-gift-card'),
  c('en', 'mobile', 'split-join', 'battlenet balance', 'battle-net-balance-gift-card'),
  c('en', 'desktop', 'split-join', 'star fall odyssey', 'starfall-odyssey', ['starfall-odyssey-shattered-nebula']),
  c('en', 'mobile', 'split-join', 'tide bound', 'tidebound', ['tidebound-coral-kingdom', 'tidebound-pearls']),
  c('en', 'mobile', 'split-join', 'lanternvale', 'lantern-vale'),
  c('en', 'desktop', 'split-join', 'framerate booster', 'framerate-booster-pro'),
  c('en', 'mobile', 'split-join', 'frame rate booster', 'framerate-booster-pro'),
  c('en', 'mobile', 'split-join', 'pixelforge', 'pixelforge-3d'),
  c('en', 'desktop', 'split-join', 'pixel forge 3d', 'pixelforge-3d'),
  c('en', 'mobile', 'split-join', 'streamforge', 'streamforge-studio'),
  c('es', 'mobile', 'split-join', 'tarjetaregalo steam', 'steam-wallet-gift-card'),
  c('pt', 'mobile', 'split-join', 'cartaopresente xbox', 'xbox-gift-card'),
  c('es', 'desktop', 'split-join', 'xbox gamepass', 'xbox-game-pass-ultimate'),
  c('pt', 'mobile', 'split-join', 'vbucks', 'fortnite-v-bucks'),

  // 2. Abbreviations, platform shorthands and synonyms
  c('en', 'desktop', 'synonym', 'ps5 gift card', 'playstation-store-gift-card'),
  c('en', 'mobile', 'synonym', 'ps4 card', 'playstation-store-gift-card'),
  c('en', 'mobile', 'synonym', 'ps plus', 'playstation-plus-essential'),
  c('en', 'mobile', 'synonym', 'psn card', 'playstation-store-gift-card'),
  c('en', 'desktop', 'synonym', 'psn gift card 50', 'playstation-store-gift-card'),
  c('en', 'desktop', 'synonym', 'xbox live', 'xbox-game-pass-ultimate'),
  c('en', 'mobile', 'synonym', 'xbl', 'xbox-game-pass-ultimate'),
  c('en', 'mobile', 'synonym', 'cod points', 'call-of-duty-points'),
  c('en', 'desktop', 'synonym', 'cod iron meridian', 'call-of-duty-iron-meridian'),
  c('en', 'mobile', 'synonym', 'bnet balance', 'battle-net-balance-gift-card'),
  c('en', 'desktop', 'synonym', 'blizzard gift card', 'battle-net-balance-gift-card'),
  c('en', 'mobile', 'synonym', 'egs gift card', 'epic-games-gift-card'),
  c('en', 'desktop', 'synonym', 'microsoft gift card', 'xbox-gift-card'),
  c('en', 'mobile', 'synonym', 'switch online', 'nintendo-switch-online'),
  c('en', 'mobile', 'synonym', 'nso', 'nintendo-switch-online'),
  c('en', 'desktop', 'synonym', 'switch gift card', 'nintendo-eshop-card'),
  c('en', 'desktop', 'synonym', 'starfall odyssey add-on', 'starfall-odyssey-shattered-nebula'),
  c('en', 'desktop', 'synonym', 'hollowspire addon', 'hollowspire-embers-of-the-deep'),
  c('en', 'mobile', 'synonym', 'tidebound expansion', 'tidebound-coral-kingdom'),
  c('en', 'desktop', 'synonym', 'steam voucher', 'steam-wallet-gift-card'),
  c('en', 'mobile', 'synonym', 'xbox voucher', 'xbox-gift-card'),
  c('en', 'desktop', 'synonym', 'steam top up', 'steam-wallet-gift-card'),
  c('en', 'desktop', 'synonym', 'xbox membership', 'xbox-game-pass-ultimate'),
  c('en', 'desktop', 'synonym', 'playstation subscription', 'playstation-plus-essential'),
  c('es', 'desktop', 'synonym', 'tarjeta ps5', 'playstation-store-gift-card'),
  c('es', 'mobile', 'synonym', 'ps plus', 'playstation-plus-essential'),
  c('es', 'desktop', 'synonym', 'tarjeta de regalo steam', 'steam-wallet-gift-card'),
  c('es', 'desktop', 'synonym', 'gift card xbox', 'xbox-gift-card'),
  c('es', 'mobile', 'synonym', 'recarga steam', 'steam-wallet-gift-card'),
  c('pt', 'desktop', 'synonym', 'cartao de presente playstation', 'playstation-store-gift-card'),
  c('pt', 'mobile', 'synonym', 'gift card steam', 'steam-wallet-gift-card'),
  c('pt', 'desktop', 'synonym', 'cartão ps5', 'playstation-store-gift-card'),
  c('pt', 'mobile', 'synonym', 'recarga xbox', 'xbox-gift-card'),
  c('pt', 'desktop', 'synonym', 'vale-presente steam', 'steam-wallet-gift-card'),

  // 3. One extra or unknown word
  c('en', 'desktop', 'optional-words', 'steam gift card 50 euro', 'steam-wallet-gift-card'),
  c('en', 'desktop', 'optional-words', 'cheap steam gift card', 'steam-wallet-gift-card'),
  c('en', 'desktop', 'optional-words', 'buy xbox gift card online', 'xbox-gift-card'),
  c('en', 'mobile', 'optional-words', 'starfall odyssey pc download', 'starfall-odyssey'),
  c('en', 'desktop', 'optional-words', 'lantern vale switch game', 'lantern-vale'),
  c('en', 'mobile', 'optional-words', 'tidebound nintendo switch game', 'tidebound', ['tidebound-coral-kingdom']),
  c('en', 'desktop', 'optional-words', 'playstation store gift card uk', 'playstation-store-gift-card'),
  c('en', 'desktop', 'optional-words', 'fortnite vbucks instant delivery', 'fortnite-v-bucks'),
  c('en', 'mobile', 'optional-words', 'veilwatch horror game ps5', 'veilwatch'),
  c('en', 'desktop', 'optional-words', 'gravebloom roguelike steam key', 'gravebloom'),
  c('en', 'desktop', 'optional-words', 'aegis antivirus license', 'aegis-shield-antivirus'),
  c('en', 'mobile', 'optional-words', 'game pass ultimate 3 months code', 'xbox-game-pass-ultimate'),
  c('en', 'desktop', 'optional-words', 'nintendo eshop card 20 dollars', 'nintendo-eshop-card'),
  c('en', 'desktop', 'optional-words', 'battle net gift card 50 usd', 'battle-net-balance-gift-card'),
  c('es', 'desktop', 'optional-words', 'tarjeta steam 50 euros barata', 'steam-wallet-gift-card'),
  c('es', 'mobile', 'optional-words', 'comprar tarjeta xbox', 'xbox-gift-card'),
  c('pt', 'desktop', 'optional-words', 'comprar cartão steam barato', 'steam-wallet-gift-card'),
  c('pt', 'mobile', 'optional-words', 'cartao xbox 50 dolares', 'xbox-gift-card'),

  // 4. Typos and swapped letters
  c('en', 'mobile', 'typo', 'riftbron', 'riftborne-relic'),
  c('en', 'mobile', 'typo', 'riftborne relci', 'riftborne-relic'),
  c('en', 'desktop', 'typo', 'hollowspier', ['hollowspire-reign-of-ash'], ['hollowspire-embers-of-the-deep', 'hollowspire-battle-net-account']),
  c('en', 'mobile', 'typo', 'strafall', ['starfall-odyssey'], ['starfall-odyssey-shattered-nebula']),
  c('en', 'mobile', 'typo', 'stema wallet', 'steam-wallet-gift-card'),
  c('en', 'desktop', 'typo', 'playstaion store', 'playstation-store-gift-card'),
  c('en', 'mobile', 'typo', 'nitendo eshop', 'nintendo-eshop-card'),
  c('en', 'mobile', 'typo', 'fortnight vbucks', 'fortnite-v-bucks'),
  c('en', 'desktop', 'typo', 'vielwatch', 'veilwatch'),
  c('en', 'mobile', 'typo', 'glimmerwod tales', 'glimmerwood-tales'),
  c('en', 'desktop', 'typo', 'mechwraden protocol', 'mechwarden-protocol'),
  c('en', 'mobile', 'typo', 'thunderkge', 'thunderkeg-brawlers'),
  c('en', 'mobile', 'typo', 'crownfal arena', ['crownfall-arena'], ['crownfall-arena-crown-shards', 'crownfall-arena-battle-net-account']),
  c('en', 'desktop', 'typo', 'obsidain crown', 'obsidian-crown'),
  c('en', 'mobile', 'typo', 'quilmoor mysteries', 'quillmoor-mysteries'),
  c('es', 'mobile', 'typo', 'tarjta regalo steam', 'steam-wallet-gift-card'),
  c('pt', 'mobile', 'typo', 'cartao presnete xbox', 'xbox-gift-card'),
  c('es', 'desktop', 'typo', 'kingdom of embres', 'kingdom-of-embers', ['kingdom-of-embers-playstation-account']),

  // 5. Numbers as written
  c('en', 'desktop', 'number', 'fortnite 1000 vbucks', 'fortnite-v-bucks'),
  c('en', 'mobile', 'number', '2800 v-bucks', 'fortnite-v-bucks'),
  c('en', 'desktop', 'number', 'starfall 13,500 stardust', 'starfall-odyssey-stardust'),
  c('en', 'mobile', 'number', '13500 stardust', 'starfall-odyssey-stardust'),
  c('en', 'desktop', 'number', 'crown shards 2400', 'crownfall-arena-crown-shards'),
  c('en', 'mobile', 'number', 'cod points 5000', 'call-of-duty-points'),
  c('en', 'desktop', 'number', 'nintendo eshop 5000 yen', 'nintendo-eshop-card'),
  c('en', 'mobile', 'number', 'voidline 1100 credits', 'voidline-operators-credits'),
  c('es', 'desktop', 'number', '1.000 v-bucks', 'fortnite-v-bucks'),
  c('pt', 'desktop', 'number', 'moedas nitro 4.000', 'rift-racers-turbo-nitro-coins'),
  c('en', 'desktop', 'number', 'psn 100 dollar card', 'playstation-store-gift-card'),

  // 6. Names, types and categories before descriptions
  c('en', 'desktop', 'weighting', 'in-game currency', currencies),
  c('en', 'desktop', 'weighting', 'steam account', accounts),
  c('en', 'mobile', 'weighting', 'steam accounts', accounts),
  c('en', 'desktop', 'weighting', 'battle.net account', ['crownfall-arena-battle-net-account', 'hollowspire-battle-net-account']),
  c('en', 'desktop', 'weighting', 'xbox account', 'rift-racers-turbo-xbox-account'),
  c('en', 'desktop', 'weighting', 'playstation account', 'kingdom-of-embers-playstation-account'),
  c('en', 'desktop', 'weighting', 'game account', allAccounts),
  c('en', 'desktop', 'weighting', 'subscription', subscriptions),
  c('en', 'mobile', 'weighting', 'subscriptions', subscriptions),
  c('en', 'desktop', 'weighting', 'gift cards', giftCards),
  c('en', 'desktop', 'weighting', 'antivirus', 'aegis-shield-antivirus'),
  c('en', 'desktop', 'weighting', 'software', software),
  c('en', 'desktop', 'weighting', 'dlc', dlc),
  c('en', 'desktop', 'weighting', 'season pass', 'ironveil-tactics-season-pass'),
  // An option that names the kind of DLC outranks the product type every DLC shares (issue 37).
  c('en', 'desktop', 'weighting', 'expansion', expansions, dlc),
  c('en', 'desktop', 'weighting', 'xbox gift card', 'xbox-gift-card'),
  c('en', 'desktop', 'weighting', 'steam wallet', 'steam-wallet-gift-card'),
  c('en', 'mobile', 'weighting', 'game library subscription', ['arcadia-plus-pc-game-library', 'xbox-game-pass-ultimate']),
  c('en', 'desktop', 'weighting', 'cloud gaming', 'xbox-game-pass-ultimate'),
  c('en', 'desktop', 'weighting', 'prepaid card', 'pixelpay-prepaid-card'),

  // 7. Spanish and Portuguese type words
  c('es', 'desktop', 'language', 'cuenta', allAccounts),
  c('es', 'desktop', 'language', 'cuenta steam', accounts),
  c('es', 'mobile', 'language', 'cuentas de steam', accounts),
  c('es', 'desktop', 'language', 'cuenta de xbox', 'rift-racers-turbo-xbox-account'),
  c('es', 'desktop', 'language', 'suscripcion', subscriptions),
  c('es', 'mobile', 'language', 'suscripción xbox', 'xbox-game-pass-ultimate'),
  c('es', 'desktop', 'language', 'suscripciones', subscriptions),
  c('es', 'desktop', 'language', 'suscripcion nintendo', 'nintendo-switch-online'),
  c('es', 'desktop', 'language', 'membresia playstation', 'playstation-plus-essential'),
  c('es', 'desktop', 'language', 'moneda del juego', currencies),
  c('es', 'desktop', 'language', 'tarjetas regalo', giftCards),
  c('es', 'mobile', 'language', 'expansion tidebound', 'tidebound-coral-kingdom'),
  c('es', 'desktop', 'language', 'pase de temporada', 'ironveil-tactics-season-pass'),
  c('es', 'desktop', 'language', 'antivirus', 'aegis-shield-antivirus'),
  c('es', 'desktop', 'language', 'clave steam starfall', 'starfall-odyssey'),
  c('pt', 'desktop', 'language', 'conta', allAccounts),
  c('pt', 'desktop', 'language', 'conta steam', accounts),
  c('pt', 'mobile', 'language', 'contas steam', accounts),
  c('pt', 'desktop', 'language', 'conta playstation', 'kingdom-of-embers-playstation-account'),
  c('pt', 'desktop', 'language', 'assinatura', subscriptions),
  c('pt', 'mobile', 'language', 'assinaturas', subscriptions),
  c('pt', 'desktop', 'language', 'assinatura xbox', 'xbox-game-pass-ultimate'),
  c('pt', 'desktop', 'language', 'assinatura nintendo', 'nintendo-switch-online'),
  c('pt', 'desktop', 'language', 'moeda do jogo', currencies),
  c('pt', 'desktop', 'language', 'cartões-presente', giftCards),
  c('pt', 'mobile', 'language', 'expansao hollowspire', 'hollowspire-embers-of-the-deep'),
  c('pt', 'desktop', 'language', 'expansão', expansions, dlc),
  c('pt', 'desktop', 'language', '12 meses', subscriptions),
  c('pt', 'desktop', 'language', 'chave steam voidline', 'voidline-operators'),

  // 8. Names typed whole, and platforms
  c('en', 'desktop', 'navigational', 'tidebound', 'tidebound', ['tidebound-coral-kingdom', 'tidebound-pearls', 'tidebound-nintendo-account']),
  c('en', 'desktop', 'navigational', 'starfall odyssey', 'starfall-odyssey', ['starfall-odyssey-shattered-nebula', 'starfall-odyssey-stardust', 'starfall-odyssey-steam-account']),
  c('en', 'desktop', 'navigational', 'hollowspire', 'hollowspire-reign-of-ash', ['hollowspire-embers-of-the-deep', 'hollowspire-battle-net-account']),
  c('en', 'desktop', 'navigational', 'rift racers turbo', 'rift-racers-turbo', ['rift-racers-turbo-midnight-circuit', 'rift-racers-turbo-nitro-coins', 'rift-racers-turbo-xbox-account']),
  c('en', 'desktop', 'navigational', 'kingdom of embers', 'kingdom-of-embers', ['kingdom-of-embers-playstation-account']),
  c('en', 'desktop', 'navigational', 'voidline operators', 'voidline-operators', ['voidline-operators-operator-pack', 'voidline-operators-credits', 'voidline-operators-steam-account']),
  c('en', 'desktop', 'navigational', 'crownfall arena', 'crownfall-arena', ['crownfall-arena-crown-shards', 'crownfall-arena-battle-net-account']),
  c('en', 'desktop', 'navigational', 'steam gift card', 'steam-wallet-gift-card'),
  c('en', 'desktop', 'navigational', 'playstation plus', 'playstation-plus-essential'),
  c('en', 'desktop', 'navigational', 'nintendo switch online', 'nintendo-switch-online'),
  c('en', 'desktop', 'navigational', 'call of duty iron meridian', 'call-of-duty-iron-meridian'),
  c('en', 'desktop', 'navigational', 'starfall odyssey playstation', 'starfall-odyssey', [], 'playstation'),
  // The account's name holds every word, so it is as right a first answer as the game on Xbox.
  c('en', 'desktop', 'navigational', 'rift racers turbo xbox', ['rift-racers-turbo', 'rift-racers-turbo-xbox-account'], [], 'xbox'),
  c('en', 'desktop', 'navigational', 'cinder and sable', 'cinder-and-sable'),
  c('en', 'desktop', 'navigational', 'cinder & sable', 'cinder-and-sable'),
  c('es', 'desktop', 'navigational', 'tarjeta regalo steam', 'steam-wallet-gift-card'),
  c('es', 'desktop', 'navigational', 'polvo estelar', 'starfall-odyssey-stardust'),
  c('es', 'desktop', 'navigational', 'perlas de tidebound', 'tidebound-pearls'),
  c('pt', 'desktop', 'navigational', 'cartão-presente steam', 'steam-wallet-gift-card'),
  c('pt', 'desktop', 'navigational', 'poeira estelar', 'starfall-odyssey-stardust'),
  c('pt', 'desktop', 'navigational', 'pontos de call of duty', 'call-of-duty-points'),

  // 9. Typed on a phone, still typing (the last word is a prefix)
  c('en', 'mobile', 'prefix', 'stea', ['steam-wallet-gift-card'], accounts),
  c('en', 'mobile', 'prefix', 'xbox gift c', 'xbox-gift-card'),
  // Still typing: anything of the Tidebound family is a right first answer.
  c('en', 'mobile', 'prefix', 'tidebo', ['tidebound', 'tidebound-coral-kingdom', 'tidebound-pearls', 'tidebound-nintendo-account']),
  c('en', 'mobile', 'prefix', 'fortn', 'fortnite-v-bucks'),
  c('en', 'mobile', 'prefix', 'lantern v', 'lantern-vale'),
  c('en', 'mobile', 'prefix', 'game pass ult', 'xbox-game-pass-ultimate'),
  c('en', 'mobile', 'prefix', 'ps pl', 'playstation-plus-essential'),
  c('en', 'mobile', 'prefix', 'nintendo esh', 'nintendo-eshop-card'),
  c('es', 'mobile', 'prefix', 'tarjeta regalo xb', 'xbox-gift-card'),
  c('es', 'mobile', 'prefix', 'cuenta ste', accounts),
  c('pt', 'mobile', 'prefix', 'cartão-presente pla', 'playstation-store-gift-card'),
  c('pt', 'mobile', 'prefix', 'conta bat', ['crownfall-arena-battle-net-account', 'hollowspire-battle-net-account']),
];
