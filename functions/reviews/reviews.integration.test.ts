import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutStarted, OrderView } from '../../shared/orders/order-views';
import type { ReviewEligibility, ReviewPosted, ReviewVisibilityChanged, StaffReviewPage } from '../../shared/reviews/review-views';
import type { ReviewPage } from '../../shared/storefront/storefront-views';
import type { Problem } from '../../shared/http/problem';
import { issueTokens } from '../../local/identity/token-issuer';
import { sessionOf, stripeControl, useCommerce, type Commerce } from '../../test/integration/commerce';
import { alreadyReviewedMessage, notBoughtMessage, postReview } from './post-review';
import { setReviewVisibility } from './review-visibility';

const draft = { rating: 80, comment: 'Redeemed in seconds and it worked first time.', pros: ['Instant delivery'], cons: ['No physical box'] };

describe('reviews from verified buyers', () => {
  let shop: Commerce;
  let staff: string;
  beforeAll(async () => {
    shop = await useCommerce();
    staff = await shop.gateway.tokenFor('employee', 'review-staff');
  });
  afterAll(() => shop.stop());

  /** A shopper with a profile of their own (the name reviews are signed with) and a token. */
  async function shopper(userId: string, fullName = 'Ana Reviewer') {
    await shop.deps.store.entities.user.put({ userId, email: `${userId}@example.test`, fullName }).go();
    return shop.gateway.tokenFor('user', userId);
  }

  /** Buys one key of the product through checkout and the local Stripe, and waits for the order to complete. */
  async function buy(token: string | null, variantId: string, email?: string): Promise<CheckoutStarted> {
    const started = await shop.api<CheckoutStarted>('POST', token ? '/api/checkout' : '/api/checkout/guest', { token: token ?? undefined, body: { lines: [{ variantId, quantity: 1 }], ...(email ? { email } : {}) } });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    await stripeControl.pay(sessionOf(started.body.paymentUrl));
    await shop.until(async () => (await shop.deps.store.entities.order.get({ orderId: started.body.orderId }).go({ consistent: true })).data?.status === 'completed');
    return started.body;
  }

  const eligibility = (token: string, productId: string) => shop.api<ReviewEligibility>('GET', `/api/products/${productId}/reviews/eligibility`, { token });
  const post = (token: string, productId: string, body: unknown = draft) => shop.api<ReviewPosted & Problem>('POST', `/api/products/${productId}/reviews`, { token, body });
  const setHidden = (token: string, reviewId: string, hidden: boolean) => shop.api<ReviewVisibilityChanged & Problem>('PUT', `/api/admin/reviews/${reviewId}/visibility`, { token, body: { hidden } });
  const publicList = async (productId: string) => (await shop.api<ReviewPage>('GET', `/api/products/${productId}/reviews`)).body;
  const figures = async (productId: string) => {
    const p = (await shop.deps.store.entities.product.get({ productId }).go({ consistent: true })).data!;
    return { reviewCount: p.reviewCount, reviewRatingTotal: p.reviewRatingTotal };
  };
  const reviewsOf = async (productId: string) => (await shop.deps.store.entities.review.query.byProduct({ productId }).go({ consistent: true })).data;

  it('lets a buyer with a completed order post one verified review, signed with their profile name, and counts it in the same write', async () => {
    const stock = await shop.stock(2, { reviewCount: 2, reviewRatingTotal: 190 });
    const token = await shopper('reviewer-once', 'Ana Reviewer');
    expect((await eligibility(token, stock.productId)).body).toEqual({ status: 'not-bought' });
    await buy(token, stock.variantId);
    expect((await eligibility(token, stock.productId)).body).toEqual({ status: 'eligible' });

    const posted = await post(token, stock.productId);

    expect(posted.status).toBe(201);
    expect(posted.body.review).toMatchObject({ rating: 80, comment: draft.comment, pros: draft.pros, cons: draft.cons, reviewerName: 'Ana Reviewer', verifiedPurchase: true });
    expect(posted.body).toMatchObject({ reviewCount: 3, averageRating: 90 });
    expect(await figures(stock.productId)).toEqual({ reviewCount: 3, reviewRatingTotal: 270 });
    const listed = await publicList(stock.productId);
    expect(listed.items[0]).toEqual(posted.body.review);
    expect(listed).toMatchObject({ count: 3, averageRating: 90 });
    expect((await eligibility(token, stock.productId)).body).toEqual({ status: 'reviewed', review: { ...posted.body.review, hidden: false } });
  });

  it('refuses a second review with 409 and leaves the count and total as they were', async () => {
    const stock = await shop.stock(1);
    const token = await shopper('reviewer-twice');
    await buy(token, stock.variantId);
    expect((await post(token, stock.productId)).status).toBe(201);

    const second = await post(token, stock.productId, { ...draft, rating: 20, comment: 'Trying to review again.' });

    expect(second.status).toBe(409);
    expect(second.body.detail).toBe(alreadyReviewedMessage);
    expect(await figures(stock.productId)).toEqual({ reviewCount: 1, reviewRatingTotal: 80 });
    expect(await reviewsOf(stock.productId)).toHaveLength(1);
  });

  it('writes exactly one review when the same buyer posts six at once', async () => {
    const stock = await shop.stock(1);
    const token = await shopper('reviewer-racing');
    await buy(token, stock.variantId);

    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => post(token, stock.productId, { ...draft, comment: `Racing review number ${i}.` })));

    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await reviewsOf(stock.productId)).toHaveLength(1);
    expect(await figures(stock.productId)).toEqual({ reviewCount: 1, reviewRatingTotal: 80 });
  });

  it('counts reviews of different buyers posted at the same moment, each once', async () => {
    const stock = await shop.stock(4);
    const tokens = await Promise.all(['a', 'b', 'c', 'd'].map((s) => shopper(`reviewer-crowd-${s}`)));
    for (const token of tokens) await buy(token, stock.variantId);

    const answers = await Promise.all(tokens.map((token, i) => post(token, stock.productId, { ...draft, rating: 20 * (i + 2) })));

    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    expect(await figures(stock.productId)).toEqual({ reviewCount: 4, reviewRatingTotal: 40 + 60 + 80 + 100 });
  });

  it('refuses a shopper who never bought the product with 403 and the reason, and writes nothing', async () => {
    const stock = await shop.stock(1);
    const token = await shopper('reviewer-browsing');

    const refused = await post(token, stock.productId);

    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(notBoughtMessage);
    expect(await reviewsOf(stock.productId)).toEqual([]);
    expect(await figures(stock.productId)).toEqual({ reviewCount: 0, reviewRatingTotal: 0 });
  });

  it('stops counting an order once it is refunded', async () => {
    const stock = await shop.stock(1);
    const token = await shopper('reviewer-refunded');
    const order = await buy(token, stock.variantId);
    const refund = await shop.api<OrderView>('POST', `/api/orders/${order.orderId}/refund`, { token, body: {} });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);

    expect((await eligibility(token, stock.productId)).body).toEqual({ status: 'not-bought' });
    expect((await post(token, stock.productId)).status).toBe(403);
  });

  it("counts a guest order of the shopper's verified e-mail, but not of an e-mail the pool has not verified", async () => {
    const stock = await shop.stock(1);
    await buy(null, stock.variantId, 'guest-then-member@example.test');
    const verified = await shop.gateway.tokenFor('user', 'guest-then-member');
    const issuer = `${shop.gateway.url}/_local/identity`;
    const unverified = (await issueTokens(shop.gateway.identity.keys, issuer, { userId: 'guest-claimant', groups: [], attributes: { email: 'guest-then-member@example.test', email_verified: 'false' } })).idToken;

    expect((await eligibility(unverified, stock.productId)).body).toEqual({ status: 'not-bought' });
    expect((await eligibility(verified, stock.productId)).body).toEqual({ status: 'eligible' });
    expect((await post(verified, stock.productId)).status).toBe(201);
  });

  it('answers 404 for a product that does not exist, and 400 for a rating that is not a whole star', async () => {
    const stock = await shop.stock(1);
    const token = await shopper('reviewer-sloppy');
    await buy(token, stock.variantId);

    expect((await eligibility(token, 'no-such-product')).status).toBe(404);
    expect((await post(token, 'no-such-product')).status).toBe(404);
    const bad = await post(token, stock.productId, { ...draft, rating: 73, comment: 'short', pros: ['x'.repeat(121)] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((e) => e.path).sort()).toEqual(['body.comment', 'body.pros.0', 'body.rating']);
    expect(await reviewsOf(stock.productId)).toEqual([]);
  });

  describe('moderation', () => {
    async function reviewed(userId: string, rating = 60) {
      const stock = await shop.stock(1);
      const token = await shopper(userId);
      await buy(token, stock.variantId);
      const posted = await post(token, stock.productId, { ...draft, rating });
      return { productId: stock.productId, reviewId: posted.body.review.reviewId, token };
    }

    it('lets staff hide a review once: out of the list, the count and the total, whoever asks twice', async () => {
      const { productId, reviewId, token } = await reviewed('reviewer-hidden', 60);

      const answers = await Promise.all([setHidden(staff, reviewId, true), setHidden(staff, reviewId, true), setHidden(staff, reviewId, true)]);
      const again = await setHidden(staff, reviewId, true);

      expect([...answers, again].map((a) => a.status)).toEqual([200, 200, 200, 200]);
      expect(again.body).toMatchObject({ productId, reviewCount: 0, averageRating: null, review: { reviewId, hidden: true, hiddenBy: 'review-staff' } });
      expect(again.body.review.hiddenAt).toEqual(expect.any(String));
      expect(await figures(productId)).toEqual({ reviewCount: 0, reviewRatingTotal: 0 });
      expect(await publicList(productId)).toMatchObject({ items: [], count: 0, averageRating: null });
      const staffList = await shop.api<StaffReviewPage>('GET', `/api/admin/products/${productId}/reviews`, { token: staff });
      expect(staffList.body.items).toEqual([expect.objectContaining({ reviewId, hidden: true, hiddenBy: 'review-staff' })]);
      // The author keeps their one review, hidden, and cannot write another.
      expect((await eligibility(token, productId)).body).toMatchObject({ status: 'reviewed', review: { reviewId, hidden: true } });
    });

    it('shows a hidden review again and counts it back exactly once', async () => {
      const { productId, reviewId } = await reviewed('reviewer-restored', 100);
      await setHidden(staff, reviewId, true);

      const answers = await Promise.all([setHidden(staff, reviewId, false), setHidden(staff, reviewId, false)]);

      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(await figures(productId)).toEqual({ reviewCount: 1, reviewRatingTotal: 100 });
      expect(answers[1]!.body.review).toMatchObject({ hidden: false, hiddenAt: null, hiddenBy: null });
      expect((await publicList(productId)).items.map((r) => r.reviewId)).toEqual([reviewId]);
    });

    it('refuses a customer who tries to hide a review, and answers 404 for an unknown one', async () => {
      const { productId, reviewId, token } = await reviewed('reviewer-self-moderating');

      const refused = await setHidden(token, reviewId, true);

      expect(refused.status).toBe(403);
      expect(await figures(productId)).toEqual({ reviewCount: 1, reviewRatingTotal: 60 });
      expect((await setHidden(staff, 'no-such-review', true)).status).toBe(404);
    });

    it('keeps public pages full when reviews in between are hidden', async () => {
      const stock = await shop.stock(5);
      const tokens = await Promise.all([1, 2, 3, 4, 5].map((n) => shopper(`reviewer-page-${n}`)));
      const ids: string[] = [];
      for (const token of tokens) {
        await buy(token, stock.variantId);
        ids.push((await post(token, stock.productId)).body.review.reviewId);
      }
      await setHidden(staff, ids[3]!, true);
      await setHidden(staff, ids[2]!, true);

      const first = (await shop.api<ReviewPage>('GET', `/api/products/${stock.productId}/reviews?limit=2`)).body;
      const second = (await shop.api<ReviewPage>('GET', `/api/products/${stock.productId}/reviews?limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`)).body;

      expect(first.items.map((r) => r.reviewId)).toEqual([ids[4], ids[1]]);
      expect(second.items.map((r) => r.reviewId)).toEqual([ids[0]]);
      expect(first.count).toBe(3);
    });
  });

  it('tells search about the product after a review is posted, hidden and shown again', async () => {
    const stock = await shop.stock(1);
    const token = await shopper('reviewer-searched');
    await buy(token, stock.variantId);
    const sent: unknown[] = [];
    const queue = { send: async (body: unknown) => void sent.push(body), sendBatch: async () => undefined, healthCheck: async () => undefined };
    const deps = { ...shop.deps, queues: { ...shop.deps.queues, 'search-index': queue } };
    const author = { userId: 'reviewer-searched', verifiedEmail: null, tokenName: null, tokenEmail: null };

    const { review } = await postReview(deps, author, stock.productId, draft);
    await setReviewVisibility(deps, 'review-staff', review.reviewId, true);
    await setReviewVisibility(deps, 'review-staff', review.reviewId, true);
    await setReviewVisibility(deps, 'review-staff', review.reviewId, false);

    expect(sent).toEqual([{ productId: stock.productId }, { productId: stock.productId }, { productId: stock.productId }]);
  });
});
