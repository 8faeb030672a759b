import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../../../../shared/catalog/catalog-views';
import type { ProductType } from '../../../../../shared/catalog/product';
import type { LanguageCode } from '@/lib/i18n/languages';
import { renderOnServer } from '@/lib/testing/render-on-server';
import { createProductDetail, createVariantView } from '../utils/product-detail.factory';
import { ProductView } from './product-view';

/** Renders the desktop layout (the server snapshot of the breakpoint), or the mobile one, at `address`; effects do not run. */
function render(product: ProductDetail, address = '/p/elden-ring', { mobile = false } = {}) {
  return renderOnServer(<ProductView product={product} />, { path: '/p/:slug', address, mobile });
}

/** Renders as a visitor who chose `language` (kept in local storage, as the preferences read it). */
function renderIn(language: LanguageCode, product: ProductDetail) {
  return renderOnServer(<ProductView product={product} />, { path: '/p/:slug', address: '/p/elden-ring', language });
}

/** The visible text: inline tags and React's text separators join words, other tags separate them. */
const text = (html: string) =>
  html
    .replace(/<!-- -->|<\/?(?:span|strong|s|time)\b[^>]*>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

const pcRequirements = { OS: 'Windows 10 64-bit', Memory: '8 GB RAM' };

const multiPlatform = createProductDetail({
  variants: [
    createVariantView({ variantId: 'steam-std', priceUsdCents: 4999, faceValue: 'Standard' }),
    createVariantView({ variantId: 'steam-deluxe', priceUsdCents: 6999, retailPriceUsdCents: 7999, faceValue: 'Deluxe Edition' }),
    createVariantView({ variantId: 'xbox-us', priceUsdCents: 5499, platform: { code: 'xbox', name: 'Xbox', iconUrl: null }, region: { code: 'US', name: 'United States', isGlobal: false, excludedCountries: [] } }),
  ],
});

describe('the product page', () => {
  it('selects the first variant by default and offers the selectors that have a choice', () => {
    const html = render(multiPlatform);

    expect(text(html)).toContain('$49.99');
    expect(html).toMatch(/<legend>Platform<\/legend>/);
    expect(html).toMatch(/<legend>Edition<\/legend>/);
    expect(html).not.toMatch(/<legend>Region<\/legend>/);
  });

  it('selects the variant named by the query parameters, with its retail price struck through', () => {
    const html = render(multiPlatform, '/p/elden-ring?platform=steam&region=GLOBAL&edition=Deluxe%20Edition');

    expect(text(html)).toContain('$69.99');
    expect(html).toMatch(/<s[^>]*>\$79\.99<\/s>/);
    expect(text(html)).toContain('Save 13%');
  });

  it("shows a key's only 'Standard Edition' as fixed text, without any selector", () => {
    const html = render(createProductDetail());

    expect(html).not.toContain('<fieldset');
    expect(text(html)).toContain('Edition: Standard Edition');
  });

  it("labels a gift card's third selector 'Face Value'", () => {
    const card = createProductDetail({
      productType: 'gift_card',
      variants: ['$10', '$25'].map((faceValue, i) => createVariantView({ variantId: `v${i}`, faceValue, priceUsdCents: 1099 + i * 1500 })),
    });

    expect(render(card)).toMatch(/<legend>Face Value<\/legend>/);
  });

  it.each([
    ['in stock', 'in_stock', ['Buy Now', 'Add to Cart', 'In Stock'], ['Sold Out']],
    ['limited', 'force_available', ['Buy Now', 'Limited availability'], ['Sold Out']],
    ['sold out', 'out_of_stock', ['Sold Out', 'Notify me', 'Out of stock'], ['Buy Now', 'Add to Cart']],
    ['pre-order', 'preorder', ['Pre-Order Now', 'About Pre-Orders', 'Pre-Order'], ['Buy Now', 'Sold Out']],
  ] as const)('shows the desktop actions of a %s variant', (_case, stockState, shown, hidden) => {
    const html = text(render(createProductDetail({ variants: [createVariantView({ stockState })] })));

    for (const label of shown) expect(html).toContain(label);
    for (const label of hidden) expect(html).not.toContain(label);
  });

  it('shows the expected delivery date of a pre-order', () => {
    const product = createProductDetail({ expectedDeliveryDate: '2030-03-01T00:00:00.000Z', deliveryType: 'scheduled', variants: [createVariantView({ stockState: 'preorder' })] });

    expect(text(render(product))).toContain('Expected delivery: March 1, 2030');
  });

  it.each([
    ['instant', 'the key arrives immediately after purchase'],
    ['manual', 'within a few minutes up to an hour'],
  ] as const)('gives the %s delivery message', (deliveryType, message) => {
    expect(text(render(createProductDetail({ deliveryType })))).toContain(message);
  });

  it("says '{region} only' for a regional key before the visitor's country is known", () => {
    const product = createProductDetail({ variants: [createVariantView({ region: { code: 'EU', name: 'Europe', isGlobal: false, excludedCountries: [] } })] });

    expect(text(render(product))).toContain('Europe only');
  });

  it('shows the breadcrumb, the badges, the score and the four tabs of the desktop layout', () => {
    const html = text(render(createProductDetail({ featured: true, reviewCount: 4, averageRating: 92, variants: [createVariantView({ systemRequirements: pcRequirements })] })));

    expect(html).toContain('Home Games Elden Ring');
    for (const label of ['Featured', 'Digital Key', '92%', 'About The Game', 'Customer Reviews', 'System Requirements', 'Instructions', 'Product Information']) {
      expect(html).toContain(label);
    }
  });

  it('turns all-capital description paragraphs into headings and lists the feature tags', () => {
    const html = render(createProductDetail({ tags: ['souls-like', 'open world'] }));

    expect(html).toContain('<h3>ABOUT THE GAME</h3>');
    expect(html).toContain('<p>Rise, Tarnished.</p>');
    expect(html).toContain('<li>open world</li>');
  });

  it("lists four languages, then '+ N more'", () => {
    const product = createProductDetail({ variants: [createVariantView({ languages: ['en', 'es', 'pt', 'fr', 'de', 'it'] })] });

    const html = text(render(product));

    expect(html).toContain('English Spanish Portuguese French + 2 more');
    expect(html).not.toContain('German');
  });

  it("shows no score, no stars and no rating data without reviews, whatever the catalogue rating, and falls back to the 'Gaming' category", () => {
    const html = render(createProductDetail({ rating: 93, reviewCount: 0, averageRating: null, category: '' }));

    expect(text(html)).toContain('No reviews yet');
    expect(html).not.toContain('Rated ');
    expect(html).not.toContain('93%');
    expect(html).not.toContain('aggregateRating');
    expect(text(html)).toContain('Gaming');
  });

  describe('in the words of each product type', () => {
    /** A product of `productType` with one PC variant that lists requirements, and no publisher or developer. */
    const ofType = (productType: ProductType, faceValue: string) =>
      createProductDetail({
        productType,
        name: 'Nova Credits',
        description: 'Credit for the Nova store.',
        category: 'software',
        publisher: null,
        developer: null,
        variants: [createVariantView({ faceValue, systemRequirements: pcRequirements, platform: { code: 'pc', name: 'PC', iconUrl: null } })],
      });

    it.each([
      ['key', 'Standard', ['About The Game', 'Instructions', 'System Requirements', 'the key arrives', 'Digital Key']],
      ['dlc', 'Expansion', ['About This DLC', 'How to Redeem', 'System Requirements', 'the key arrives', 'Edition: Expansion']],
      ['gift_card', '$50', ['About This Gift Card', 'How to Use', 'the code arrives', 'Face Value: $50', 'Region']],
      ['account', 'Level 30', ['About This Account', 'How to Sign In', 'the login details arrive', 'Package: Level 30']],
      ['subscription', '12 Months', ['About This Subscription', 'How to Activate', 'the activation code arrives', 'Duration: 12 Months']],
      ['software', '1 PC, Lifetime', ['About This Software', 'How to Install', 'System Requirements', 'the licence key arrives', 'Licence: 1 PC, Lifetime']],
    ] as const)('names a %s page for what it is', (type, faceValue, shown) => {
      const html = text(render(ofType(type, faceValue)));

      for (const label of shown) expect(html).toContain(label);
      expect(html).not.toContain('Not available');
      expect(html).not.toContain('Publisher');
      expect(html).not.toContain('Developer');
    });

    it.each(['gift_card', 'account', 'subscription', 'software'] as const)("never calls a %s a game, a game key or a 'Digital Key'", (type) => {
      const html = text(render(ofType(type, 'Option')));

      expect(html).not.toMatch(/\bgames?\b/i);
      // Software is sold as a licence key; nothing else here is a key of any kind.
      expect(html.replaceAll('licence key', '')).not.toMatch(/\bkeys?\b/i);
      expect(html).not.toContain('Digital Key');
    });

    it("calls a DLC's key a key but the DLC neither a game nor a 'Digital Key'", () => {
      const html = text(render(ofType('dlc', 'Expansion')));

      expect(html).not.toMatch(/\bgames?\b/i);
      expect(html).not.toContain('Digital Key');
      expect(html).toContain('the key arrives');
    });

    it.each(['gift_card', 'subscription'] as const)('gives a %s no System Requirements, no languages and no release date', (type) => {
      const desktop = text(render(ofType(type, 'Option')));
      const mobile = text(render(ofType(type, 'Option'), '/p/elden-ring', { mobile: true }));

      for (const html of [desktop, mobile]) {
        expect(html).not.toContain('System Requirements');
        expect(html).not.toContain('Languages');
        expect(html).not.toContain('Release Date');
      }
    });

    it('shows System Requirements only for a variant that lists some, on both layouts', () => {
      const consoleKey = createProductDetail({ variants: [createVariantView({ platform: { code: 'playstation', name: 'PlayStation', iconUrl: null } })] });

      expect(text(render(consoleKey))).not.toContain('System Requirements');
      expect(text(render(consoleKey, '/p/elden-ring', { mobile: true }))).not.toContain('System Requirements');
      expect(text(render(ofType('key', 'Standard'), '/p/elden-ring', { mobile: true }))).toContain('System Requirements');
    });

    it("titles a mobile gift card's steps 'How to Use' and a key's 'How to Redeem', as the spec says", () => {
      expect(text(render(ofType('gift_card', '$10'), '/p/elden-ring', { mobile: true }))).toContain('How to Use');
      expect(text(render(ofType('key', 'Standard'), '/p/elden-ring', { mobile: true }))).toContain('How to Redeem');
    });

    it('reads in Spanish and Portuguese too', () => {
      const spanish = text(renderIn('es', ofType('gift_card', '$50')));
      const portuguese = text(renderIn('pt', ofType('account', 'Level 30')));

      expect(spanish).toContain('Sobre esta tarjeta regalo');
      expect(spanish).toContain('el código llega');
      expect(portuguese).toContain('Sobre esta conta');
      expect(portuguese).toContain('os dados de acesso chegam');
    });
  });
});
