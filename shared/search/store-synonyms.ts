import type { SearchLanguage } from './index-names';
import type { SynonymHit } from './synonym';

/**
 * The synonyms the store starts with, per language index: platform shorthands shoppers type ('ps5', 'psn', 'cod'),
 * the currencies faces are priced in (the records index '€', '$', '£' and '¥' as words: `separatorsToIndex`), and
 * the trade's words for the same thing. Seeded once into the table; from then on staff manage them (Search
 * Management → Synonyms) and every reindex pushes the table's list.
 */
const oneWay = (objectID: string, input: string, ...synonyms: string[]): SynonymHit => ({ objectID, type: 'onewaysynonym', input, synonyms });
const regular = (objectID: string, ...synonyms: string[]): SynonymHit => ({ objectID, type: 'synonym', synonyms });

/** Platform shorthands read the same in every language. */
const platformShorthands: SynonymHit[] = [
  oneWay('ps5-playstation', 'ps5', 'playstation'),
  oneWay('ps4-playstation', 'ps4', 'playstation'),
  oneWay('ps-playstation', 'ps', 'playstation'),
  oneWay('psn-playstation', 'psn', 'playstation'),
  oneWay('xbox-live-game-pass', 'xbox live', 'xbox game pass'),
  oneWay('xbl-xbox', 'xbl', 'xbox game pass'),
  oneWay('microsoft-xbox', 'microsoft', 'xbox'),
  oneWay('xsx-xbox', 'xsx', 'xbox'),
  oneWay('switch-nintendo', 'switch', 'nintendo'),
  oneWay('nso-switch-online', 'nso', 'nintendo switch online'),
  oneWay('cod-call-of-duty', 'cod', 'call of duty'),
  oneWay('bnet-battle-net', 'bnet', 'battle.net'),
  oneWay('blizzard-battle-net', 'blizzard', 'battle.net'),
  oneWay('egs-epic-games', 'egs', 'epic games store'),
  oneWay('goty-game-of-the-year', 'goty', 'game of the year'),
];

const byLanguage: Record<SearchLanguage, SynonymHit[]> = {
  en: [
    regular('currency-euro', '€', 'euro', 'eur'),
    regular('currency-dollar', '$', 'dollar', 'usd'),
    regular('currency-pound', '£', 'pound', 'gbp'),
    regular('currency-yen', '¥', 'yen', 'jpy'),
    regular('dlc-expansion', 'dlc', 'expansion', 'add-on', 'addon'),
    regular('subscription-membership', 'subscription', 'membership'),
    oneWay('voucher-gift-card', 'voucher', 'gift card'),
    oneWay('top-up-gift-card', 'top up', 'gift card'),
    oneWay('code-key', 'code', 'key'),
    oneWay('cd-key-key', 'cd key', 'key'),
    oneWay('login-account', 'login', 'account'),
  ],
  es: [
    regular('currency-euro', '€', 'euro', 'eur'),
    regular('currency-dollar', '$', 'dólar', 'usd'),
    regular('currency-pound', '£', 'libra', 'gbp'),
    regular('currency-yen', '¥', 'yen', 'jpy'),
    regular('dlc-expansion', 'dlc', 'expansión', 'complemento'),
    regular('subscription-membership', 'suscripción', 'membresía'),
    oneWay('tarjeta-de-regalo', 'tarjeta de regalo', 'tarjeta regalo'),
    oneWay('gift-card-tarjeta-regalo', 'gift card', 'tarjeta regalo'),
    oneWay('codigo-clave', 'código', 'clave'),
    oneWay('key-clave', 'key', 'clave'),
    oneWay('recarga-tarjeta-regalo', 'recarga', 'tarjeta regalo'),
    oneWay('account-cuenta', 'account', 'cuenta'),
  ],
  pt: [
    regular('currency-euro', '€', 'euro', 'eur'),
    regular('currency-dollar', '$', 'dólar', 'usd'),
    regular('currency-pound', '£', 'libra', 'gbp'),
    regular('currency-yen', '¥', 'iene', 'jpy'),
    regular('dlc-expansion', 'dlc', 'expansão', 'complemento'),
    regular('subscription-membership', 'assinatura', 'plano'),
    oneWay('cartao-de-presente', 'cartão de presente', 'cartão-presente'),
    oneWay('cartao-presente-sem-hifen', 'cartão presente', 'cartão-presente'),
    oneWay('vale-presente', 'vale-presente', 'cartão-presente'),
    oneWay('gift-card-cartao-presente', 'gift card', 'cartão-presente'),
    oneWay('codigo-chave', 'código', 'chave'),
    oneWay('key-chave', 'key', 'chave'),
    oneWay('recarga-cartao-presente', 'recarga', 'cartão-presente'),
    oneWay('account-conta', 'account', 'conta'),
  ],
};

export function storeSynonyms(language: SearchLanguage): SynonymHit[] {
  return [...platformShorthands, ...byLanguage[language]];
}
