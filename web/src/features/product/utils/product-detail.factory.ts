import type { ProductDetail, VariantView } from '../../../../../shared/catalog/catalog-views';

/** Test data: a variant of a Steam key with keys in stock. */
export const createVariantView = (overrides: Partial<VariantView> = {}): VariantView => ({
  variantId: 'v1',
  platform: { code: 'steam', name: 'Steam', iconUrl: null },
  region: { code: 'GLOBAL', name: 'Global', isGlobal: true, excludedCountries: [] },
  priceUsdCents: 4999,
  retailPriceUsdCents: null,
  faceValue: null,
  stockState: 'in_stock',
  languages: ['en', 'es', 'pt'],
  activationInstructions: 'Open Steam and activate the key.',
  systemRequirements: {},
  ...overrides,
});

/** Test data: an active key product with one variant and no reviews. */
export const createProductDetail = (overrides: Partial<ProductDetail> = {}): ProductDetail => ({
  productId: 'p1',
  slug: 'elden-ring',
  name: 'Elden Ring',
  description: 'ABOUT THE GAME\n\nRise, Tarnished.',
  imageUrl: null,
  productType: 'key',
  category: 'games',
  tags: ['souls-like'],
  developer: 'FromSoftware',
  publisher: 'Bandai Namco',
  releaseDate: '2022-02-25T00:00:00.000Z',
  isPreorder: false,
  preorderEndDate: null,
  expectedDeliveryDate: null,
  seoTitle: null,
  seoDescription: null,
  rating: 92,
  featured: false,
  deliveryType: 'instant',
  ageRating: null,
  reviewCount: 0,
  averageRating: null,
  variants: [createVariantView()],
  ...overrides,
});
