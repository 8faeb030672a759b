import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAnalyticsSink, track, whenBuyingBeforeSink } from './analytics';

describe('analytics before the tracking module is loaded', () => {
  afterEach(() => {
    whenBuyingBeforeSink(() => undefined);
    setAnalyticsSink(null);
  });

  it('asks for the tracker at once when a shopper adds to the cart, buys or pre-orders, but not for a view or a pick', () => {
    const start = vi.fn();
    whenBuyingBeforeSink(start);

    track('product_view', { productId: 'prd_a' });
    track('platform_select', { platform: 'steam' });
    expect(start).not.toHaveBeenCalled();

    track('add_to_cart', { productId: 'prd_a' });
    track('buy_now', { productId: 'prd_a' });
    track('preorder_click', { productId: 'prd_a' });
    expect(start).toHaveBeenCalledTimes(3);
  });

  it('hands buy events to the sink once it is attached, without asking again', () => {
    const start = vi.fn();
    const sink = vi.fn();
    whenBuyingBeforeSink(start);
    setAnalyticsSink(sink);

    track('add_to_cart', { productId: 'prd_a' });

    expect(start).not.toHaveBeenCalled();
    expect(sink).toHaveBeenCalledWith(expect.objectContaining({ event: 'add_to_cart' }));
  });
});
