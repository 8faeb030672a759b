import { describe, expect, it } from 'vitest';
import { coverSvg, escapeXml, wrapTitle } from './cover-art';
import { coverLanguages, type CoverLanguage } from './cover-url';
import { platformCodes, type PlatformCode } from './platform';
import { productTypes, type ProductType } from './product';

// Written out here rather than read from the generator, so a wrong or English-only label fails.
const expectedType: Record<CoverLanguage, Record<ProductType, string>> = {
  en: { key: 'GAME KEY', account: 'ACCOUNT', gift_card: 'GIFT CARD', subscription: 'SUBSCRIPTION', dlc: 'DLC', software: 'SOFTWARE' },
  es: { key: 'CLAVE DE JUEGO', account: 'CUENTA', gift_card: 'TARJETA REGALO', subscription: 'SUSCRIPCIÓN', dlc: 'DLC', software: 'SOFTWARE' },
  pt: { key: 'CHAVE DE JOGO', account: 'CONTA', gift_card: 'CARTÃO-PRESENTE', subscription: 'ASSINATURA', dlc: 'DLC', software: 'SOFTWARE' },
};
const expectedPlatform: Record<PlatformCode, string> = {
  playstation: 'PLAYSTATION',
  xbox: 'XBOX',
  steam: 'STEAM',
  nintendo: 'NINTENDO',
  epic: 'EPIC GAMES',
  battlenet: 'BATTLE.NET',
  pc: 'PC',
};

const matrix = platformCodes.flatMap((platform) => productTypes.flatMap((productType) => coverLanguages.map((language) => [platform, productType, language] as const)));

/** The texts of the cover's <text> elements: the type pill, the title, the platform label. */
const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>(.*?)<\/text>/g)].map((m) => m[1]!);

describe('product cover art', () => {
  it.each(matrix)('labels a %s %s cover in %s with its platform and its type in that language', (platform, productType, language) => {
    const svg = coverSvg({ name: 'Elden Ring', platform, productType, language });

    const [pill, , platformLabel] = texts(svg);
    expect(pill).toBe(expectedType[language][productType]);
    expect(platformLabel).toBe(expectedPlatform[platform]);
    expect(svg).toContain(`lang="${language}"`);
  });

  it('gives Steam Wallet on PlayStation in Spanish its own cover, not the Steam / GAME KEY one', () => {
    const steam = coverSvg({ name: 'Steam Wallet Gift Card', platform: 'steam', productType: 'gift_card', language: 'en' });
    const playstation = coverSvg({ name: 'Tarjeta regalo Steam Wallet', seed: 'Steam Wallet Gift Card', platform: 'playstation', productType: 'gift_card', language: 'es' });

    expect(texts(steam)).toEqual(['GIFT CARD', '<tspan x="24" y="194">Steam Wallet Gift</tspan><tspan x="24" y="226">Card</tspan>', 'STEAM']);
    expect(texts(playstation)[0]).toBe('TARJETA REGALO');
    expect(texts(playstation)[1]).toContain('Tarjeta regalo');
    expect(texts(playstation)[2]).toBe('PLAYSTATION');
  });

  it('escapes the five XML specials and drops control characters', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's\u0007</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;');
  });

  it.each(coverLanguages)('never lets a hostile product name open an element or an attribute in %s', (language) => {
    const svg = coverSvg({ name: '"><script>alert(1)</script><x a=\'', platform: 'steam', productType: 'key', language });
    expect(svg).not.toContain('<script');
    expect(svg).toContain('aria-label="&quot;&gt;&lt;script&gt;');
    const benign = coverSvg({ name: 'Plain title over two lines', platform: 'steam', productType: 'key', language });
    const tags = (text: string) => text.match(/</g)?.length;
    expect(tags(svg)).toBe(tags(benign));
  });

  it('gives the same bytes for the same product and different art for different names', () => {
    const a = coverSvg({ name: 'Elden Ring', platform: 'playstation', productType: 'key', language: 'en' });
    expect(coverSvg({ name: 'Elden Ring', platform: 'playstation', productType: 'key', language: 'en' })).toBe(a);
    expect(coverSvg({ name: 'Elden Ring Nightreign', platform: 'playstation', productType: 'key', language: 'en' })).not.toBe(a);
  });

  it("keeps a product's art in every language when the seed is its English name", () => {
    const rings = (svg: string) => svg.match(/<g fill="none" stroke="[^"]+" stroke-width="2" opacity="0.25">(.*?)<\/g>/)![1];
    const en = coverSvg({ name: 'Starfall Odyssey: Steam account', platform: 'steam', productType: 'account', language: 'en' });
    const es = coverSvg({ name: 'Starfall Odyssey: cuenta de Steam', seed: 'Starfall Odyssey: Steam account', platform: 'steam', productType: 'account', language: 'es' });

    expect(rings(es)).toBe(rings(en));
    expect(rings(coverSvg({ name: 'Another title', platform: 'steam', productType: 'account', language: 'en' }))).not.toBe(rings(en));
  });

  it.each(matrix)('stays under 3 KB for a long %s %s title in %s', (platform, productType, language) => {
    const svg = coverSvg({ name: 'The Extraordinarily Long Chronicles of the Forgotten Kingdoms: Definitive Anniversary Edition', platform, productType, language });
    expect(Buffer.byteLength(svg)).toBeLessThan(3 * 1024);
  });

  it('wraps a title into at most three lines and marks what it cut', () => {
    expect(wrapTitle('Minecraft')).toEqual(['Minecraft']);
    expect(wrapTitle('PlayStation Store Gift Card')).toEqual(['PlayStation Store', 'Gift Card']);
    const long = wrapTitle('one two three four five six seven eight nine ten eleven twelve thirteen');
    expect(long).toHaveLength(3);
    expect(long[2]!.endsWith('…')).toBe(true);
    expect(wrapTitle('Supercalifragilisticexpialidocious')[0]).toHaveLength(18);
  });
});
