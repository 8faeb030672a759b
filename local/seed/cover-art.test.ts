import { describe, expect, it } from 'vitest';
import { productTypes } from '../../shared/catalog/product';
import { platformCodes } from '../../shared/catalog/platform';
import { coverSvg, escapeXml, wrapTitle } from './cover-art';

describe('product cover art', () => {
  it('escapes the five XML specials and drops control characters', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's\u0007</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;');
  });

  it('never lets a hostile product name open an element or an attribute', () => {
    const svg = coverSvg({ name: '"><script>alert(1)</script><x a=\'', platform: 'steam', productType: 'key' });
    expect(svg).not.toContain('<script');
    const benign = coverSvg({ name: 'Plain title over two lines', platform: 'steam', productType: 'key' });
    const tags = (text: string) => text.match(/</g)?.length;
    expect(tags(svg)).toBe(tags(benign));
  });

  it('gives the same bytes for the same product and different art for different names', () => {
    const a = coverSvg({ name: 'Elden Ring', platform: 'playstation', productType: 'key' });
    expect(coverSvg({ name: 'Elden Ring', platform: 'playstation', productType: 'key' })).toBe(a);
    expect(coverSvg({ name: 'Elden Ring Nightreign', platform: 'playstation', productType: 'key' })).not.toBe(a);
  });

  it.each(platformCodes.flatMap((platform) => productTypes.map((productType) => [platform, productType] as const)))(
    'stays under 3 KB for a long %s %s title',
    (platform, productType) => {
      const svg = coverSvg({ name: 'The Extraordinarily Long Chronicles of the Forgotten Kingdoms: Definitive Anniversary Edition', platform, productType });
      expect(Buffer.byteLength(svg)).toBeLessThan(3 * 1024);
    },
  );

  it('wraps a title into at most three lines and marks what it cut', () => {
    expect(wrapTitle('Minecraft')).toEqual(['Minecraft']);
    expect(wrapTitle('PlayStation Store Gift Card')).toEqual(['PlayStation Store', 'Gift Card']);
    const long = wrapTitle('one two three four five six seven eight nine ten eleven twelve thirteen');
    expect(long).toHaveLength(3);
    expect(long[2]!.endsWith('…')).toBe(true);
    expect(wrapTitle('Supercalifragilisticexpialidocious')[0]).toHaveLength(18);
  });
});
