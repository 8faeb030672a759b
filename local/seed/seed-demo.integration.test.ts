import { currentRole } from '../../functions/lib/auth/current-role';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { isSlideLive } from '../../shared/catalog/featured-slide';
import { coverLanguages, coverUrlFor, platformCoverKey } from '../../shared/catalog/cover-url';
import { platformCodes, type PlatformCode } from '../../shared/catalog/platform';
import { isInPreorderWindow } from '../../shared/catalog/preorder-window';
import { storefrontTypes } from '../../shared/catalog/product';
import { stockState } from '../../shared/catalog/stock-state';
import { useTestTable } from '../../test/integration/table';
import { openSecret } from '../../functions/lib/adapters/kms/envelope';
import { createDocumentClient } from '../../functions/lib/data/dynamo-client';
import type { ProductItem } from '../../functions/lib/data/entities/product';
import type { VariantItem } from '../../functions/lib/data/entities/variant';
import { ensureTable } from '../dynamodb/dynamodb-local';
import { createStore, type Store } from '../../functions/lib/data/store';
import type { Deps } from '../../functions/lib/deps';
import { CredentialStore } from '../identity/credential-store';
import { BucketFiles } from '../object-store/bucket-files';
import { publicImages } from '../object-store/public-images';
import { backfillPlatformCovers } from '../maintenance/backfill-platform-covers';
import { serveTwin } from '../runtime/twin-server';
import { catalogCounterScopes } from '../../functions/lib/data/entities/catalog-counter';
import { buildCatalog } from './build-catalog';
import { demoAccounts, PartialSeedError, seedDemo, type SeedSummary } from './seed-demo';

describe('seeding the demo catalogue', () => {
  let deps: Deps;
  let credentials: CredentialStore;
  let summary: SeedSummary;
  /** Scans are refused on request paths; the test reads the whole table the way a maintenance tool would. */
  let inspect: Store;
  let products: ProductItem[];
  let variants: VariantItem[];
  let images: BucketFiles;
  let imagesRoot: string;

  async function keysByVariant(): Promise<Map<string, number>> {
    const keys = (await inspect.entities.productKey.scan.go({ pages: 'all' })).data;
    const counts = new Map<string, number>();
    for (const key of keys) counts.set(key.variantId, (counts.get(key.variantId) ?? 0) + 1);
    return counts;
  }

  // Seeding the whole demo catalogue (keys sealed with KMS) takes about a minute here, longer on a shared CI machine.
  beforeAll(async () => {
    deps = await useTestTable();
    inspect = createStore(createDocumentClient({ endpoint: deps.config.DYNAMODB_ENDPOINT, allowScan: true }), deps.config.TABLE_NAME);
    credentials = new CredentialStore(join(await mkdtemp(join(tmpdir(), 'neonkeys-seed-')), 'credentials.json'));
    imagesRoot = await mkdtemp(join(tmpdir(), 'neonkeys-images-'));
    images = new BucketFiles(join(imagesRoot, 'neonkeys-images'));
    summary = await seedDemo(deps, credentials, images);
    products = (await inspect.entities.product.scan.go({ pages: 'all' })).data;
    variants = (await inspect.entities.variant.scan.go({ pages: 'all' })).data;
  }, 300_000);

  it('writes at least 80 active products covering all seven platforms and the three storefront types', () => {
    expect(summary).toMatchObject({ seeded: true, products: products.length, variants: variants.length });
    expect(products.length).toBeGreaterThanOrEqual(80);
    expect(products.every((p) => p.isActive)).toBe(true);
    expect(new Set(variants.map((v) => v.platformId))).toEqual(new Set(platformCodes));
    for (const type of storefrontTypes) expect(products.some((p) => p.productType === type)).toBe(true);
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
  });

  it("keeps every variant's key counter equal to its stored keys, and stocks 3 to 25 keys for each variant planned in stock", async () => {
    const stored = await keysByVariant();
    const planned = new Map(buildCatalog(deps.now()).variants.map((v) => [v.item.variantId, v.stock]));

    for (const variant of variants) {
      const count = stored.get(variant.variantId) ?? 0;
      expect(variant.availableKeys, variant.variantId).toBe(count);
      if (planned.get(variant.variantId) === 'in_stock') {
        expect(count, variant.variantId).toBeGreaterThanOrEqual(3);
        expect(count, variant.variantId).toBeLessThanOrEqual(25);
      } else {
        expect(count, variant.variantId).toBe(0);
      }
    }
    expect([...stored.values()].reduce((a, b) => a + b, 0)).toBe(summary.keys);
  });

  it("stores keys only as ciphertext that opens to the platform's key shape", async () => {
    const steamKey = variants.find((v) => v.variantId === 'var_gravebloom_01')!;
    const [item] = (await deps.store.entities.productKey.query.byVariant({ variantId: steamKey.variantId }).go({ limit: 1 })).data;

    const secret = await openSecret(deps.keyCipher, item!);

    expect(secret).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}$/);
    expect(JSON.stringify(item)).not.toContain(secret);
    expect(item!.createdBy).toBe('seed');
  });

  it('gives every product its own SVG cover in the images bucket, at the public URL its imageUrl names', async () => {
    expect(summary.covers).toBe(products.length);
    for (const product of products) {
      expect(product.imageUrl).toBe(`/products/cover-${product.productId}.svg`);
      const stored = await images.get(`products/cover-${product.productId}.svg`);
      expect(stored?.meta.contentType).toBe('image/svg+xml');
      expect(stored!.body.toString()).toContain('<svg');
    }
    expect(new Set(products.map((p) => p.imageUrl)).size).toBe(products.length);
  });

  it("serves each product's cover for every platform it sells on and every storefront language, at the URL its product page picks", async () => {
    const twin = await serveTwin(publicImages({ root: imagesRoot, bucket: 'neonkeys-images' }));
    const served = async (url: string | null) => {
      const response = await fetch(`${twin.endpoint}${url}`);
      return { status: response.status, type: response.headers.get('content-type'), svg: await response.text() };
    };
    try {
      const points = products.find((p) => p.productId === 'prd_call-of-duty-points')!;
      const onPlayStation = await served(coverUrlFor(points.imageUrl!, 'playstation', 'es'));
      expect(onPlayStation).toMatchObject({ status: 200, type: 'image/svg+xml' });
      expect(onPlayStation.svg).toContain('>TARJETA REGALO<');
      expect(onPlayStation.svg).toContain('>PLAYSTATION<');
      expect(onPlayStation.svg).toContain('aria-label="Puntos de Call of Duty"');
      const byDefault = (await served(points.imageUrl!)).svg;
      expect(byDefault).toContain('>GIFT CARD<');
      expect(byDefault).toContain('>BATTLE.NET<');

      for (const product of products) {
        for (const platform of new Set(variants.filter((v) => v.productId === product.productId).map((v) => v.platformId))) {
          for (const language of coverLanguages) {
            const cover = await images.get(platformCoverKey(product.productId, platform as PlatformCode, language));
            expect(cover?.body.toString(), `${product.productId} ${platform} ${language}`).toContain(`lang="${language}"`);
          }
        }
      }
    } finally {
      await twin.stop();
    }
  });

  it('draws the platform and language covers once for a store seeded before they existed', async () => {
    const older = new BucketFiles(join(await mkdtemp(join(tmpdir(), 'neonkeys-images-')), 'neonkeys-images'));

    expect(await backfillPlatformCovers(deps.store, older)).toBe(products.length);
    const starfall = await older.get(platformCoverKey('prd_starfall-odyssey', 'xbox', 'pt'));
    expect(starfall?.body.toString()).toContain('>CHAVE DE JOGO<');
    expect(starfall?.body.toString()).toContain('>XBOX<');
    expect(await older.get(platformCoverKey('prd_starfall-odyssey', 'nintendo', 'pt'))).toBeUndefined();
    expect(await backfillPlatformCovers(deps.store, older)).toBeUndefined();
  });

  it('leaves the catalogue counters equal to the products, platforms and users it wrote', async () => {
    const counters = new Map((await inspect.entities.catalogCounter.scan.go({ pages: 'all' })).data.map((c) => [c.scope, c.count]));
    const users = (await inspect.entities.user.scan.go({ pages: 'all' })).data;

    expect(counters.get(catalogCounterScopes.products)).toBe(products.length);
    expect(counters.get(catalogCounterScopes.activeProducts)).toBe(products.filter((p) => p.isActive).length);
    expect(counters.get(catalogCounterScopes.users)).toBe(users.length);
    for (const code of platformCodes) {
      expect(counters.get(catalogCounterScopes.platform(code)), code).toBe(new Set(variants.filter((v) => v.platformId === code).map((v) => v.productId)).size);
    }
  });

  it('includes a pre-order open today, a sold-out variant and a force-available variant', () => {
    const now = deps.now();
    const productOf = new Map(products.map((p) => [p.productId, p]));
    const preorders = products.filter((p) => isInPreorderWindow(p, now));
    const states = variants.map((v) => stockState(v, productOf.get(v.productId)!, now));

    expect(preorders.length).toBeGreaterThanOrEqual(1);
    for (const p of preorders) expect(new Date(p.expectedDeliveryDate!).getTime()).toBeGreaterThan(new Date(p.preorderEndDate!).getTime());
    expect(states).toContain('out_of_stock');
    expect(states).toContain('force_available');
  });

  it('excludes sanctioned countries from GLOBAL_RESTRICTED keys', async () => {
    const [region] = (await deps.store.entities.region.query.byCode({ code: 'GLOBAL_RESTRICTED' }).go()).data;

    expect(region).toMatchObject({ isGlobal: true, excludedCountries: expect.arrayContaining(['RU', 'BY', 'CN', 'IR', 'KP', 'SY', 'CU']) });
    expect(region!.restrictions).toBeTruthy();
  });

  it('shows three live slides in display order 0, 1 and 2, each pointing at a seeded product', async () => {
    const slides = (await deps.store.entities.featuredSlide.query.byId({}).go()).data;
    const live = slides.filter((s) => isSlideLive({ ...s, startDate: s.startDate ?? null, endDate: s.endDate ?? null }, deps.now()));

    expect(live.map((s) => s.displayOrder).sort()).toEqual([0, 1, 2]);
    for (const slide of live) {
      expect(products.some((p) => p.productId === slide.productId)).toBe(true);
      expect(slide).toMatchObject({ ctaText: 'Shop Now', isActive: true });
    }
  });

  it('offers English, Spanish and Portuguese and about 65 sign-up countries', async () => {
    const languages = (await deps.store.entities.language.query.byCode({}).go()).data;
    const countries = (await deps.store.entities.country.query.byCode({}).go({ pages: 'all' })).data;

    expect(languages.filter((l) => l.isActive).map((l) => l.code).sort()).toEqual(['en', 'es', 'pt']);
    expect(countries.length).toBeGreaterThanOrEqual(60);
    expect(countries.length).toBeLessThanOrEqual(70);
  });

  it.each(demoAccounts)('lets $email sign in as $role with the demo password', async (account) => {
    const user = await credentials.verify(account.email, account.password);
    const [profile] = (await deps.store.entities.user.query.byEmail({ email: account.email }).go()).data;

    expect(user).toMatchObject({ userId: account.userId, groups: account.groups });
    expect(profile).toMatchObject({ userId: account.userId, groups: account.groups });
    await expect(currentRole(deps, account.userId)).resolves.toBe(account.role);
  });

  it('writes nothing when run again on a seeded table', async () => {
    const keysBefore = await keysByVariant();

    const again = await seedDemo(deps, credentials);

    expect(again).toMatchObject({ seeded: false, products: 0, variants: 0, keys: 0 });
    expect((await inspect.entities.product.scan.go({ pages: 'all' })).data).toHaveLength(products.length);
    expect((await inspect.entities.variant.scan.go({ pages: 'all' })).data).toEqual(variants);
    expect(await keysByVariant()).toEqual(keysBefore);
  });

  it('refuses to seed over a table that an interrupted seed left half-written', async () => {
    const table = `${deps.config.TABLE_NAME}-partial`;
    await ensureTable(deps.config.DYNAMODB_ENDPOINT!, table);
    const half = { ...deps, store: createStore(createDocumentClient({ endpoint: deps.config.DYNAMODB_ENDPOINT }), table) };
    await half.store.entities.product.put(products[0]!).go();

    await expect(seedDemo(half, credentials)).rejects.toThrow(PartialSeedError);
  });
});
