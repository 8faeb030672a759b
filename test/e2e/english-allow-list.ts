/**
 * What the translation-coverage journey lets through on a Spanish or Portuguese page although it is English or looks
 * like it. Kept small and explicit: every entry says why. Product names, platform names, developers and publishers
 * are fetched from the store's API, not listed here.
 */

/** Brands, trade names and units that appear inside translated text and are never translated. Matched whole, any case. */
export const brandNames = [
  'NeonKeys',
  'Google', // 'Continuar con Google'
  'PlayStation Network',
  'PlayStation Store',
  'PlayStation Plus',
  'Microsoft Store',
  'Nintendo Switch',
  'Nintendo eShop',
  'Amazon Cognito', // the privacy page names the services that process data
  'Global Privacy Control', // the browser signal's own name, as the privacy and cookie pages cite it
  'Amazon Web Services',
  'AWS Key Management Service',
  'AWS',
  'IP', // 'dirección IP', 'endereço IP'
  'Steam Wallet', // Valve's name for Steam credit; shown as written among a gift card's tags
  'eShop',
  'Switch',
  'Game Pass',
  'Epic Games Store',
  'Epic Games Launcher',
  'Windows',
  'Intel Core', // system requirements: processor and graphics product names
  'AMD Ryzen',
  'AMD Radeon',
  'NVIDIA GeForce',
  'DirectX',
  'GB', // '16 GB de RAM'
  'US$', // how Intl writes dollars in es and pt ('49,99 US$')
  'USD', // currency codes, shown as codes in the currency menu and price notes
  'EUR',
  'GBP',
  'JPY',
  'CAD',
  'AUD',
] as const;

/** Common English words that are also ordinary Spanish words, spelled the same (so 'no', 'final', 'total' are Spanish too). */
export const identicalInSpanish = [
  'a', 'actual', 'al', 'animal', 'auto', 'balance', 'bar', 'base', 'bus', 'cable', 'capital', 'casino', 'central', 'civil',
  'club', 'color', 'con', 'control', 'criminal', 'da', 'dan', 'date', 'de', 'del', 'di', 'digital', 'director', 'doctor', 'e',
  'editor', 'el', 'en', 'error', 'es', 'ex', 'extra', 'festival', 'final', 'gas', 'general', 'global', 'gratis', 'hospital',
  'hotel', 'idea', 'ideal', 'ideas', 'individual', 'interior', 'internet', 'la', 'las', 'legal', 'local', 'los', 'mar',
  'material', 'me', 'mental', 'metal', 'mi', 'mini', 'monitor', 'motor', 'natural', 'no', 'normal', 'nov', 'o', 'once',
  'panel', 'particular', 'personal', 'plan', 'popular', 'portal', 'principal', 'radio', 'real', 'regular', 'sector', 'se',
  'simple', 'social', 'software', 'hardware', 'son', 'super', 'total', 'un', 'universal', 'usa', 'va', 'van', 'video',
  'videos', 'virus', 'visual', 'web', 'y',
  // Spanish words that are also English ones: 'he pagado', 'si has perdido', 'se ve', 'si sales', 'que sea', 'red social',
  // 'se le aplica', 'precio regional', and the region 'Australia'.
  'he', 'has', 've', 'sales', 'sea', 'red', 'le', 'regional', 'australia',
];

/** The same for Brazilian Portuguese ('no', 'com', 'data', 'site'), with the hyphenated forms it writes ('on-line', 'e-mail'). */
export const identicalInPortuguese = [
  'a', 'o', 'e', 'as', 'os', 'da', 'de', 'do', 'no', 'na', 'em', 'se', 'me', 'com', 'for', 'logo', 'data', 'item', 'menu',
  'site', 'nov', 'explore', 'reserve', 'animal', 'capital', 'central', 'digital', 'extra', 'festival', 'final', 'general',
  'global', 'hospital', 'hotel', 'ideal', 'individual', 'interior', 'internet', 'legal', 'local', 'manual', 'material',
  'mental', 'metal', 'mini', 'monitor', 'motor', 'natural', 'normal', 'original', 'particular', 'popular', 'portal',
  'principal', 'real', 'regular', 'social', 'super', 'total', 'universal', 'usa', 'van', 'virtual', 'visual', 'software',
  'hardware', 'web', 'on-line', 'e-mail',
  // Portuguese words that are also English ones: 'anime recursos' (animate), 'do zero', 'preço regional'.
  'anime', 'zero', 'regional',
  // Portuguese pronouns after a verb spelled like English words: 'resgatá-la', 'cancelá-las', 'corrigi-los'.
  'la', 'las', 'los',
  // Words Brazilian Portuguese has taken from English and writes as its own (in the Houaiss and Michaelis dictionaries).
  'login', 'link', 'checkout', 'status', 'mouse', 'newsletter', 'sites',
];

/**
 * English words both languages use as their own: gaming terms ('DLC', 'PC', genre names), 'stock' ('en stock', in the
 * RAE's dictionary) and 'spam' ('sin spam', 'sem spam').
 */
export const loanwords = ['dlc', 'pc', 'rpg', 'jrpg', 'indie', 'arcade', 'cyberpunk', 'steampunk', 'roguelike', 'stock', 'spam', 'cookie', 'cookies'];
