// Vocabulary of the generated benchmark catalogue. Invented titles in the seed's style, with Spanish and Portuguese
// words (accents included) so accent folding is exercised, and the storefront's trending names so the query mix hits.

export const titleHeads = [
  'Star', 'Storm', 'Iron', 'Shadow', 'Ember', 'Frost', 'Void', 'Neon', 'Crimson', 'Hollow', 'Rift', 'Crown', 'Tide',
  'Sky', 'Night', 'Sun', 'Moon', 'Ash', 'Gale', 'Thunder', 'Glimmer', 'Lantern', 'Obsidian', 'Velvet', 'Quantum',
  'Cinder', 'Phantom', 'Gilded', 'Dune', 'Circuit', 'Mech', 'Brine', 'Salt', 'Grave', 'Deep', 'North', 'Harbor',
  'Paper', 'Quill', 'Shard', 'Tempest', 'Veil', 'Rune', 'Wild', 'Silent', 'Broken', 'Golden', 'Silver', 'Hidden',
  'Dragón', 'Corazón', 'Canção', 'Leyenda', 'Guardião', 'Espíritu', 'Caçador', 'Montaña', 'Sombra', 'Coração',
];

export const titleTails = [
  'fall', 'forge', 'spire', 'bound', 'line', 'veil', 'born', 'watch', 'wood', 'crest', 'reach', 'keep', 'gate',
  'Odyssey', 'Legends', 'Chronicles', 'Tactics', 'Arena', 'Protocol', 'Frontier', 'Dominion', 'Vanguard', 'Saga',
  'Requiem', 'Harbor', 'Siege', 'Riders', 'Sailors', 'Colony', 'Express', 'Quarry', 'Foundry', 'Armada', 'Relic',
  'Mysteries', 'Tales', 'Quest', 'Brawlers', 'Kingdom', 'Empire', 'Racers', 'Heroes', 'Outlaws', 'Survivors',
  'del Norte', 'da Floresta', 'de Fuego', 'do Mar', 'de la Noche', 'Perdida', 'Eterna', 'Sagrada', 'Ação', 'Pequeño',
];

export const subtitles = [
  'Reign of Ash', 'Embers of the Deep', 'Midnight Circuit', 'Coral Kingdom', 'Shattered Nebula', 'Iron Dawn',
  'The Last Light', 'Rising Tide', 'Broken Crown', 'Echoes', 'Origins', 'Reckoning', 'Awakening', 'Remastered',
  'La Última Canción', 'A Canção Perdida', 'El Corazón Helado', 'Noite Sem Fim',
];

/** Well-known franchise words, rare in the catalogue, so prefix queries like 'fortn' have a few strong matches. */
export const franchises = ['Fortnite', 'Call of Duty', 'Minecraft', 'Elden Ring', 'Cyberpunk 2077', 'Hogwarts Legacy', 'Rocket League', 'Valorant'];

export const editionNames = ['Standard', 'Deluxe Edition', 'Gold Edition', 'Ultimate Edition', 'Complete Edition', 'Game of the Year Edition', "Collector's Edition"];

export const dlcKinds = ['Season Pass', 'Expansion', 'Soundtrack', 'Character Pack', 'Costume Bundle', 'Map Pack', 'Starter Pack'];

export const giftCardBrands = [
  'Steam Wallet', 'PlayStation Store', 'Xbox', 'Nintendo eShop', 'Epic Games Store', 'Battle.net Balance', 'Google Play',
  'App Store & iTunes', 'Roblox', 'Razer Gold', 'EA Play', 'Ubisoft Connect', 'GOG.com', 'Twitch', 'Riot Points',
  'PixelPay Prepaid', 'Spotify', 'Netflix',
];

export const currencyPacks = ['V-Bucks', 'Stardust', 'Crown Shards', 'Nitro Coins', 'Pearls', 'Credits', 'Aether', 'Gems', 'Gold Bars', 'Points'];

export const subscriptionServices = ['Xbox Game Pass Ultimate', 'Xbox Game Pass Core', 'PlayStation Plus Essential', 'PlayStation Plus Extra', 'Nintendo Switch Online', 'EA Play Pro', 'Ubisoft+ Premium', 'Humble Choice'];

export const softwareNames = ['StreamForge Studio', 'Aegis Shield Antivirus', 'FrameRate Booster Pro', 'PixelForge 3D', 'ClipCraft Editor', 'VoiceHub Chat', 'NetGuard VPN', 'Backup Vault', 'CodeNest IDE', 'PhotoMancer'];

export const categories = ['Action', 'Adventure', 'RPG', 'Strategy', 'Simulation', 'Sports', 'Racing', 'Puzzle', 'Shooter', 'Indie', 'Horror', 'Platformer', 'Fighting', 'Survival', 'Open World'];

export const tags = ['Multiplayer', 'Co-op', 'Singleplayer', 'Story Rich', 'Pixel Art', 'Roguelike', 'Sandbox', 'Fantasy', 'Sci-fi', 'Anime', 'Competitive', 'Casual', 'Family Friendly', 'Difficult', 'Atmospheric'];

export const studioWords = ['Lumen', 'Bright', 'Oak', 'Pixel', 'Hammer', 'Blue', 'Red', 'Nova', 'Tessera', 'Arbor', 'Kestrel', 'Monolith', 'Aurora', 'Bastion', 'Cobalt', 'Ferro', 'Halcyon', 'Juniper', 'Ozone', 'Quartz'];
export const studioSuffixes = ['Studios', 'Games', 'Interactive', 'Entertainment', 'Works', 'Softworks', 'Labs'];

export const platforms = [
  { code: 'steam', name: 'Steam' },
  { code: 'playstation', name: 'PlayStation' },
  { code: 'xbox', name: 'Xbox' },
  { code: 'nintendo', name: 'Nintendo' },
  { code: 'epic', name: 'Epic Games' },
  { code: 'battlenet', name: 'Battle.net' },
  { code: 'pc', name: 'PC' },
] as const;

export const regions = [
  { code: 'GLOBAL', name: 'Global' },
  { code: 'GLOBAL_RESTRICTED', name: 'Global (restricted)' },
  { code: 'NA', name: 'North America' },
  { code: 'US', name: 'United States' },
  { code: 'LATAM', name: 'Latin America' },
  { code: 'EU', name: 'Europe' },
  { code: 'UK', name: 'United Kingdom' },
  { code: 'JP', name: 'Japan' },
  { code: 'AU', name: 'Australia' },
] as const;

/** Sentence templates per language; {title}, {genre}, {tag} and {studio} are filled in. */
export const descriptionTemplates = {
  en: [
    '{title} is a {genre} game from {studio} with a hand-made world to explore.',
    'Team up with friends in {tag} sessions, or play alone through a story of lost kingdoms and old rivalries.',
    'Build, fight and trade across dozens of regions, each with its own weather, creatures and secrets.',
    'Digital key delivered instantly after payment; activate it on the platform shown on the product page.',
    'Includes every patch released so far and free updates for the life of the game.',
  ],
  es: [
    '{title} es un juego de {genre} de {studio} con un mundo hecho a mano para explorar.',
    'Únete a tus amigos en partidas {tag}, o juega solo una historia de reinos perdidos y viejas rivalidades.',
    'Construye, lucha y comercia en decenas de regiones, cada una con su clima, criaturas y secretos.',
    'Clave digital entregada al instante tras el pago; actívala en la plataforma indicada en la página del producto.',
    'Incluye todas las actualizaciones publicadas y mejoras gratuitas durante la vida del juego.',
  ],
  pt: [
    '{title} é um jogo de {genre} da {studio} com um mundo feito à mão para explorar.',
    'Junte-se aos amigos em sessões {tag}, ou jogue sozinho uma história de reinos perdidos e velhas rivalidades.',
    'Construa, lute e negocie em dezenas de regiões, cada uma com o seu clima, criaturas e segredos.',
    'Chave digital entregue na hora após o pagamento; ative-a na plataforma indicada na página do produto.',
    'Inclui todas as atualizações lançadas e melhorias gratuitas durante a vida do jogo.',
  ],
} as const;

/** 'Gift card' and edition words in each language. */
export const localWords = {
  en: { giftCard: 'Gift Card', account: 'Account', months: 'Months', deluxe: 'Deluxe Edition' },
  es: { giftCard: 'Tarjeta Regalo', account: 'Cuenta', months: 'Meses', deluxe: 'Edición Deluxe' },
  pt: { giftCard: 'Cartão-Presente', account: 'Conta', months: 'Meses', deluxe: 'Edição Deluxe' },
} as const;
