import { randomUUID } from 'node:crypto';
import type { Deps } from '../../../functions/lib/deps';
import type { adminContentRoutes } from '../../../shared/routes/admin-content-routes';
import { sampleCallers, type BaseFixture, type Sample } from '../route-samples';

/** What this area's samples refer to, seeded once for the matrix and the hostile-input test. */
export interface AdminContentFixture {
  /** The slide every caller may edit and switch on or off. */
  slideId: string;
  /** One slide per caller to delete, so each deletion finds its own. */
  deletable: Record<string, string>;
  regionId: string;
  platformId: string;
  languageCode: string;
  countryCode: string;
}

export async function seedAdminContentFixture(deps: Deps, base: BaseFixture): Promise<AdminContentFixture> {
  const { featuredSlide, region, platform, language, country } = deps.store.entities;
  const slide = (title: string) => ({ slideId: `matrix-slide-${randomUUID().slice(0, 8)}`, productId: base.productId, title });
  const editable = slide('Matrix editable slide');
  const deletable = Object.fromEntries(sampleCallers.map((caller) => [caller, slide(`Matrix slide of ${caller}`)]));
  await featuredSlide.put([editable, ...Object.values(deletable)]).go();
  await region.put({ regionId: 'matrix-region', code: 'MATRIX-REGION', name: 'Matrix Region', isGlobal: false, excludedCountries: ['CN'] }).go();
  await platform.put({ platformId: 'matrix-platform', code: 'matrix-platform', name: 'Matrix Platform' }).go();
  await language.put({ code: 'mx', name: 'Matrix Language', isActive: true }).go();
  // ISO 3166 leaves XA–XZ to users: no real country is ever overwritten by a sample.
  await country.put({ code: 'XM', name: 'Matrix Country', isActive: true }).go();
  return {
    slideId: editable.slideId,
    deletable: Object.fromEntries(Object.entries(deletable).map(([caller, s]) => [caller, s.slideId])),
    regionId: 'matrix-region',
    platformId: 'matrix-platform',
    languageCode: 'mx',
    countryCode: 'XM',
  };
}

type Fixture = BaseFixture & { adminContent: AdminContentFixture };

const slideBody = (f: Fixture) => ({
  productId: f.productId,
  variantId: f.variantId,
  title: 'Matrix Summer Sale',
  subtitle: 'Up to 40% off',
  customPrice: '19.99',
  originalPrice: '29.99',
  discountPercentage: 33,
  imageType: 'url',
  imageUrl: 'https://images.example.test/matrix.png',
  backgroundGradient: 'from-green-600 to-teal-600',
  ctaText: 'Shop Now',
  displayOrder: 3,
  isActive: true,
  hideTitle: false,
  startDate: '2026-01-01T00:00:00.000Z',
  endDate: '2027-01-01T00:00:00.000Z',
});

// Countries have two-letter codes, so each creating caller gets its own user-assigned one; the rest take random codes.
const newCountry: Record<string, string> = { 'matrix-admin': 'XN', 'hostile-admin': 'XH', 'matrix-employee': 'XE', 'matrix-user': 'XU' };
const suffix = () => randomUUID().replaceAll('-', '').slice(0, 8);

/** One valid request per route of this area; `caller` is the matrix caller's user id. */
export const adminContentSamples: { [K in keyof typeof adminContentRoutes]: (f: Fixture, caller?: string) => Sample } = {
  adminListSlides: () => ({}),
  adminCreateSlide: (f) => ({ body: slideBody(f) }),
  adminUpdateSlide: (f) => ({ params: { slideId: f.adminContent.slideId }, body: { ...slideBody(f), title: 'Matrix slide, edited' } }),
  adminSetSlideActive: (f) => ({ params: { slideId: f.adminContent.slideId }, body: { isActive: false } }),
  adminDeleteSlide: (f, caller) => ({ params: { slideId: f.adminContent.deletable[caller ?? ''] ?? f.adminContent.slideId } }),
  adminSlideProducts: () => ({}),
  adminSlideProduct: (f) => ({ params: { productId: f.productId } }),
  adminGetConfiguration: () => ({}),
  adminCreateLanguage: () => ({ body: { code: `zz-${suffix()}`, name: 'Matrix Tongue', nativeName: 'Matrixisch', isActive: true } }),
  adminUpdateLanguage: (f) => ({ params: { code: f.adminContent.languageCode }, body: { name: 'Matrix Language', nativeName: 'Matrix', isActive: false } }),
  adminCreateCountry: (_, caller) => ({ body: { code: newCountry[caller ?? ''] ?? 'XZ', name: 'Matrix Land', isActive: true } }),
  adminUpdateCountry: (f) => ({ params: { code: f.adminContent.countryCode }, body: { name: 'Matrix Country', isActive: false } }),
  adminCreateRegion: () => ({ body: { code: `MX-${suffix()}`, name: 'Matrix Region', isGlobal: false, restrictions: 'Not for sale in China', excludedCountries: ['CN', 'RU'] } }),
  adminUpdateRegion: (f) => ({ params: { regionId: f.adminContent.regionId }, body: { name: 'Matrix Region', isGlobal: false, restrictions: 'Asia excluded', excludedCountries: ['JP', 'KR'] } }),
  adminCreatePlatform: () => ({ body: { code: `mx-${suffix()}`, name: 'Matrix Console', iconUrl: 'https://images.example.test/console.svg', defaultInstructions: 'Open the store and redeem the code.' } }),
  adminUpdatePlatform: (f) => ({ params: { platformId: f.adminContent.platformId }, body: { name: 'Matrix Platform', defaultInstructions: 'Redeem in the launcher.' } }),
  adminPreorderQueue: () => ({ query: { limit: '10' } }),
  adminFulfilPreorders: (f) => ({ params: { productId: f.productId } }),
};
