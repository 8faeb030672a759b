import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig, unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import type { ReviewPage } from '../../../../../shared/storefront/storefront-views';
import { PreferencesProvider } from '@/lib/preferences';
import { reviewsKey } from '../api/review-cache';
import { ReviewList } from './review-list';

const page: ReviewPage = {
  items: [
    { reviewId: 'r2', rating: 80, comment: 'Worked at once.', reviewerName: 'Ana Silva', date: '2026-11-20T10:00:00.000Z', pros: ['Fast'], cons: [], verifiedPurchase: true },
    { reviewId: 'r1', rating: 60, comment: 'Fine.', reviewerName: 'Demo Reviewer', date: '2026-11-01T10:00:00.000Z', pros: [], cons: [], verifiedPurchase: false },
  ],
  count: 2,
  averageRating: 70,
  nextCursor: null,
};

/** The list as the server renders it (nobody is signed in yet), on a product page with query parameters. */
function render(address = '/p/elden-ring?platform=steam') {
  const router = createMemoryRouter([{ path: '/p/:slug', element: <ReviewList productId="prd_1" /> }], { initialEntries: [address] });
  return renderToString(
    <SWRConfig value={{ provider: () => new Map(), fallback: { [unstable_serialize(reviewsKey('prd_1'))]: page } }}>
      <PreferencesProvider>
        <RouterProvider router={router} />
      </PreferencesProvider>
    </SWRConfig>,
  );
}

describe('the review list', () => {
  it("sends a visitor who is not signed in to sign-in, and back to this very page afterwards", () => {
    const html = render();

    expect(html).toContain(`href="/auth?next=${encodeURIComponent('/p/elden-ring?platform=steam')}"`);
    expect(html).toContain('LEAVE A REVIEW');
  });

  it('marks only the reviews of verified buyers as verified purchases', () => {
    const html = render();
    const [first, second] = html.split('data-testid="review"').slice(1);

    expect(first).toContain('Verified purchase');
    expect(second).not.toContain('Verified purchase');
  });
});
