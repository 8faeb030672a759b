import { DeleteMessageCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProductDetail, AdminProductRow, AdminProductSaved, ImageUploadTicket } from '../../shared/catalog/admin-product-views';
import type { ProductDraftInput } from '../../shared/catalog/product-draft';
import { seedProduct, seedReference } from '../../test/integration/catalog-fixture';
import { startTestGateway, type TestGateway } from '../../test/integration/gateway';
import { useTestTable } from '../../test/integration/table';
import { createVariant } from '../lib/data/entities/variant.factory';
import type { Deps } from '../lib/deps';
import { syncProductIndex } from '../search/sync-product-index';
import { services } from '../../test/integration/services';

describe('back-office products', () => {
  let deps: Deps;
  let gateway: TestGateway;
  let adminToken: string;
  let employeeToken: string;
  beforeAll(async () => {
    deps = await useTestTable();
    gateway = await startTestGateway();
    await seedReference(deps);
    adminToken = await gateway.tokenFor('admin', 'catalog-admin');
    employeeToken = await gateway.tokenFor('employee', 'catalog-employee');
  });
  afterAll(() => gateway.close());

  const call = async <T>(method: string, path: string, body?: unknown, token = adminToken) => {
    const res = await fetch(`${gateway.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as T & { detail?: string; errors?: { path: string; message: string }[] } };
  };
  const create = (draft: Partial<ProductDraftInput> & { name?: string }) =>
    call<AdminProductSaved>('POST', '/api/admin/products', { productType: 'key', category: 'games', ...draft });
  const counter = async (scope: string) => (await deps.store.entities.catalogCounter.get({ scope }).go()).data?.count ?? 0;
  const counters = async () => ({ products: await counter('products'), active: await counter('products#active') });
  const auditOf = async (productId: string) => (await deps.store.entities.staffAuditEntry.query.bySubject({ subjectType: 'product', subjectId: productId }).go()).data;
  const listed = async () => (await deps.store.entities.productListing.query.byNewest({}).go({ pages: 'all' })).data.length;

  it('creates a product with its slug claim, listing entry, search terms, counters and an audit entry of who and what', async () => {
    const before = await counters();

    const created = await create({
      name: 'Stellar Drift: Deluxe',
      developer: 'Orbit Works',
      publisher: 'Nova Publishing',
      ageRating: 'T',
      releaseDate: '2026-03-14',
      searchKeywords: ['  Space ', 'space', 'SHOOTER'],
      imageUrl: 'https://cdn.example.test/stellar.png',
    });

    expect(created.status).toBe(201);
    expect(created.body.slug).toBe('stellar-drift-deluxe');
    const product = (await deps.store.entities.product.get({ productId: created.body.productId }).go()).data!;
    expect(product).toMatchObject({ name: 'Stellar Drift: Deluxe', searchKeywords: ['space', 'shooter'], releaseDate: '2026-03-14T00:00:00.000Z', isActive: true });
    expect((await deps.store.entities.productSlug.get({ slug: 'stellar-drift-deluxe' }).go()).data?.productId).toBe(created.body.productId);
    expect(await counters()).toEqual({ products: before.products + 1, active: before.active + 1 });
    const [entry] = await auditOf(created.body.productId);
    expect(entry).toMatchObject({ actorId: 'catalog-admin', actorRole: 'admin', action: 'product.create', after: { name: 'Stellar Drift: Deluxe', developer: 'Orbit Works' } });
    const found = await call<{ items: AdminProductRow[] }>('GET', '/api/admin/products?q=orbit%20stell');
    expect(found.body.items.map((i) => i.productId)).toEqual([created.body.productId]);
  });

  it('refuses a product without a name with the spec message, and writes nothing', async () => {
    const [before, listedBefore] = [await counters(), await listed()];

    const missing = await call('POST', '/api/admin/products', { productType: 'key', category: 'games' });
    const blank = await create({ name: '   ' });

    expect([missing.status, blank.status]).toEqual([400, 400]);
    expect(blank.body.errors).toContainEqual({ path: 'body.name', message: 'Product name is required' });
    expect([await counters(), await listed()]).toEqual([before, listedBefore]);
  });

  it.each([
    ['a category of another product type', { name: 'Wallet Mix', productType: 'gift_card', category: 'games' }, 'body.category'],
    ['a pre-order ending before it starts', { name: 'Early Bird', isPreorder: true, preorderStartDate: '2026-12-10', preorderEndDate: '2026-12-01' }, 'body.preorderEndDate'],
    ['a delivery before the pre-order starts', { name: 'Late Bird', isPreorder: true, preorderStartDate: '2026-12-10', expectedDeliveryDate: '2026-12-09' }, 'body.expectedDeliveryDate'],
    ['a pre-order without a start', { name: 'No Start', isPreorder: true }, 'body.preorderStartDate'],
    ['an image URL that is not http(s)', { name: 'Bad Image', imageUrl: 'javascript:alert(1)' }, 'body.imageUrl'],
    ['an unknown field', { name: 'Extra', price: 5 }, 'body'],
  ])('refuses %s with 400 and writes nothing', async (_case, draft, path) => {
    const before = await counters();

    const refused = await create(draft as Partial<ProductDraftInput>);

    expect(refused.status).toBe(400);
    expect(refused.body.errors?.map((e) => e.path)).toContain(path);
    expect(await counters()).toEqual(before);
  });

  it('answers 409 for a slug another product holds, writing nothing', async () => {
    await create({ name: 'Twin Peaks Racer' });
    const before = [await counters(), await listed()];

    const clash = await create({ name: 'Twin Peaks: Racer' });

    expect(clash.status).toBe(409);
    expect(clash.body.detail).toContain('twin-peaks-racer');
    expect(clash.body.errors).toEqual([{ path: 'body.slug', message: 'This slug is already taken' }]);
    expect([await counters(), await listed()]).toEqual(before);
  });

  it('lists every product newest first, inactive ones too, and filters by type', async () => {
    const hidden = await create({ name: 'Hidden Gem', isActive: false });
    const card = await create({ name: 'Wallet Top-Up 50', productType: 'gift_card', category: 'digital_wallet' });

    const all = await call<{ items: AdminProductRow[]; nextCursor: string | null }>('GET', '/api/admin/products?limit=2', undefined, employeeToken);
    const next = await call<{ items: AdminProductRow[] }>('GET', `/api/admin/products?limit=2&cursor=${encodeURIComponent(all.body.nextCursor!)}`, undefined, employeeToken);
    const cards = await call<{ items: AdminProductRow[] }>('GET', '/api/admin/products?type=gift_card', undefined, employeeToken);

    expect(all.body.items.map((i) => i.productId)).toEqual([card.body.productId, hidden.body.productId]);
    expect(all.body.items[1]).toMatchObject({ name: 'Hidden Gem', isActive: false, variantCount: 0, category: 'games' });
    expect(next.body.items).toHaveLength(2);
    expect(next.body.items.map((i) => i.productId)).not.toContain(card.body.productId);
    expect(cards.body.items.map((i) => i.productId)).toEqual([card.body.productId]);
  });

  it('shows one product with every field and its variants with platform, region, price and keys available', async () => {
    const saved = await create({ name: 'Detail Quest', searchKeywords: ['quest'], isPreorder: true, preorderStartDate: '2026-12-01', expectedDeliveryDate: '2026-12-20' });
    await deps.store.entities.variant.put(createVariant({ productId: saved.body.productId, variantId: 'detail-v1', platformId: 'xbox', regionId: 'us', availableKeys: 7, faceValue: 'Deluxe' })).go();

    const detail = await call<AdminProductDetail>('GET', `/api/admin/products/${saved.body.productId}`, undefined, employeeToken);

    expect(detail.status).toBe(200);
    expect(detail.body.draft).toMatchObject({ name: 'Detail Quest', isPreorder: true, preorderStartDate: '2026-12-01', expectedDeliveryDate: '2026-12-20', searchKeywords: ['quest'], developer: '' });
    expect(detail.body.variants).toEqual([
      expect.objectContaining({ variantId: 'detail-v1', platform: expect.objectContaining({ name: 'Xbox' }), region: expect.objectContaining({ code: 'US' }), availableKeys: 7, faceValue: 'Deluxe', priceUsdCents: 5999 }),
    ]);
    expect((await call('GET', '/api/admin/products/no-such-product')).status).toBe(404);
  });

  it('edits a product, audits only the changed fields, moves the active counter when it flips, and keeps the search terms in step', async () => {
    const saved = await create({ name: 'Edit Runner', developer: 'First Studio' });
    const detail = (await call<AdminProductDetail>('GET', `/api/admin/products/${saved.body.productId}`)).body;
    const before = await counters();

    const edited = await call<AdminProductSaved>('PUT', `/api/admin/products/${saved.body.productId}`, {
      product: { ...detail.draft, developer: 'Second Studio', isActive: false },
      version: detail.version,
    });

    expect(edited.status).toBe(200);
    expect(await counters()).toEqual({ products: before.products, active: before.active - 1 });
    const [latest] = (await auditOf(saved.body.productId)).filter((e) => e.action === 'product.update');
    expect(latest).toMatchObject({ before: { developer: 'First Studio', isActive: true }, after: { developer: 'Second Studio', isActive: false } });
    expect(Object.keys(latest!.after!).sort()).toEqual(['developer', 'isActive']);
    const oldTerm = await call<{ items: AdminProductRow[] }>('GET', '/api/admin/products?q=first%20runner');
    const newTerm = await call<{ items: AdminProductRow[] }>('GET', '/api/admin/products?q=second%20runner');
    expect([oldTerm.body.items.length, newTerm.body.items.length]).toEqual([0, 1]);
  });

  it('edits a product written before the back office (no listing entry), keeping its reviews and translations and listing it from then on', async () => {
    const { product } = await seedProduct(deps, { name: 'Legacy Quest', reviewCount: 3, reviewRatingTotal: 12, translations: { es: { name: 'Búsqueda Antigua' } } });
    const detail = (await call<AdminProductDetail>('GET', `/api/admin/products/${product.productId}`)).body;

    const edited = await call('PUT', `/api/admin/products/${product.productId}`, { product: { ...detail.draft, publisher: 'Heritage Press' }, version: detail.version });

    expect(edited.status).toBe(200);
    expect((await deps.store.entities.product.get({ productId: product.productId }).go()).data).toMatchObject({
      publisher: 'Heritage Press',
      reviewCount: 3,
      reviewRatingTotal: 12,
      translations: { es: { name: 'Búsqueda Antigua' } },
    });
    expect((await deps.store.entities.productListing.get({ productId: product.productId }).go()).data?.listedAt).toBe(product.createdAt);
  });

  it('refuses an edit made on a copy someone changed meanwhile, and a rename onto a taken slug', async () => {
    const saved = await create({ name: 'Race Condition' });
    await create({ name: 'Taken Name' });
    const detail = (await call<AdminProductDetail>('GET', `/api/admin/products/${saved.body.productId}`)).body;
    await call('PUT', `/api/admin/products/${saved.body.productId}`, { product: { ...detail.draft, description: 'First edit' } });

    const stale = await call('PUT', `/api/admin/products/${saved.body.productId}`, { product: { ...detail.draft, description: 'Second edit' }, version: detail.version });
    const taken = await call('PUT', `/api/admin/products/${saved.body.productId}`, { product: { ...detail.draft, slug: 'taken-name' } });

    expect([stale.status, taken.status]).toEqual([409, 409]);
    expect((await deps.store.entities.product.get({ productId: saved.body.productId }).go()).data).toMatchObject({ description: 'First edit', slug: 'race-condition' });
  });

  it('moves the slug claim when the slug changes, freeing the old one', async () => {
    const saved = await create({ name: 'Old Slug Game' });
    const detail = (await call<AdminProductDetail>('GET', `/api/admin/products/${saved.body.productId}`)).body;

    const renamed = await call<AdminProductSaved>('PUT', `/api/admin/products/${saved.body.productId}`, { product: { ...detail.draft, slug: 'new-slug-game' } });

    expect(renamed.body.slug).toBe('new-slug-game');
    expect((await deps.store.entities.productSlug.get({ slug: 'old-slug-game' }).go()).data).toBeNull();
    expect((await create({ name: 'Old Slug Game' })).status).toBe(201);
  });

  it('lets employees view but not create or edit', async () => {
    const saved = await create({ name: 'Staff View' });
    const detail = (await call<AdminProductDetail>('GET', `/api/admin/products/${saved.body.productId}`, undefined, employeeToken)).body;

    const put = await call('PUT', `/api/admin/products/${saved.body.productId}`, { product: detail.draft }, employeeToken);
    const post = await call('POST', '/api/admin/products', { name: 'Nope', productType: 'key', category: 'games' }, employeeToken);

    expect([put.status, post.status]).toEqual([403, 403]);
  });

  it('suggests at most 8 keywords from the name, type and platforms, leaving out those already chosen', async () => {
    const saved = await create({ name: 'Crimson Harbor Legends' });
    await deps.store.entities.variant.put(createVariant({ productId: saved.body.productId, platformId: 'steam' })).go();

    const answer = await call<{ suggestions: string[] }>('GET', `/api/admin/product-keyword-suggestions?name=Crimson%20Harbor%20Legends&productType=key&category=games&productId=${saved.body.productId}&exclude=crimson`);

    expect(answer.body.suggestions).toHaveLength(8);
    expect(answer.body.suggestions).toEqual(expect.arrayContaining(['crimson harbor legends', 'harbor', 'legends', 'steam', 'games']));
    expect(answer.body.suggestions).not.toContain('crimson');
  });

  it('tells search about a created and an edited product, whose sync then lists it with its active variant', async () => {
    const saved = await create({ name: 'Searchable Saga' });
    await deps.store.entities.variant.put(createVariant({ productId: saved.body.productId, availableKeys: 3 })).go();
    const detail = (await call<AdminProductDetail>('GET', `/api/admin/products/${saved.body.productId}`)).body;
    await call('PUT', `/api/admin/products/${saved.body.productId}`, { product: { ...detail.draft, publisher: 'Saga House' } });

    expect(await searchMessagesFor(saved.body.productId)).toBe(2);
    await syncProductIndex(deps, saved.body.productId);
    const records = await deps.store.entities.searchRecord.query.byProduct({ productId: saved.body.productId }).go();
    expect(records.data.map((r) => r.hit.name)).toEqual(['Searchable Saga']);
  });

  it('signs an image upload whose policy S3 enforces, and refuses a non-image or an oversized file up front', async () => {
    const ticket = await call<ImageUploadTicket>('POST', '/api/admin/uploads/images', { purpose: 'product', contentType: 'image/webp', size: 5000 });
    const featured = await call<ImageUploadTicket>('POST', '/api/admin/uploads/images', { purpose: 'featured', contentType: 'image/png', size: 5000 });
    const svg = await call('POST', '/api/admin/uploads/images', { purpose: 'product', contentType: 'image/svg+xml', size: 5000 });
    const large = await call('POST', '/api/admin/uploads/images', { purpose: 'product', contentType: 'image/png', size: 2 * 1024 * 1024 + 1 });
    const asEmployee = await call('POST', '/api/admin/uploads/images', { purpose: 'product', contentType: 'image/png', size: 10 }, employeeToken);

    expect(ticket.body.key).toMatch(/^products\/[0-9a-f]{24}\.webp$/);
    expect(ticket.body.publicUrl).toBe(`https://shop.test/${ticket.body.key}`);
    expect(ticket.body.path).toBe(`/${ticket.body.key}`);
    expect((await create({ name: 'Uploaded Cover', imageUrl: ticket.body.path })).status).toBe(201);
    expect(featured.body.key).toMatch(/^products\/featured\/\d{13}\.png$/);
    expect([svg.status, large.status, asEmployee.status]).toEqual([400, 400, 403]);
    expect(svg.body.errors?.[0]?.message).toBe('Please select an image file');
    expect(large.body.errors?.[0]?.message).toBe('Image must be less than 2MB');
    const form = new FormData();
    for (const [name, value] of Object.entries(ticket.body.fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(5000)], { type: 'image/webp' }), 'cover.webp');
    const upload = await fetch(ticket.body.url, { method: 'POST', body: form });
    expect(upload.status).toBe(204);
    expect((await deps.objects.images.get(ticket.body.key))?.contentType).toBe('image/webp');
  });
});

/** How many "product changed" messages for this product wait on the run's search-index queue (taking them off it). */
async function searchMessagesFor(productId: string): Promise<number> {
  const sqs = new SQSClient({ endpoint: services().sqsEndpoint, region: 'us-east-1', credentials: { accessKeyId: 'l', secretAccessKey: 'l' } });
  const queueUrl = process.env.QUEUE_URL_SEARCH_INDEX!;
  let found = 0;
  for (let round = 0; round < 20; round++) {
    const { Messages = [] } = await sqs.send(new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 0 }));
    if (Messages.length === 0) break;
    for (const m of Messages) {
      if ((JSON.parse(m.Body ?? '{}') as { productId?: string }).productId !== productId) continue;
      found++;
      await sqs.send(new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: m.ReceiptHandle! }));
    }
  }
  return found;
}
