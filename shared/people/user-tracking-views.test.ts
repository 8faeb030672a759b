import { describe, expect, it } from 'vitest';
import { activityDetail } from './user-tracking-views';

describe("the Activity tab's short detail of an event", () => {
  it.each([
    ['a page view by its title', 'page_view', { title: ' Steam Wallet ', referrer: null }, 'Steam Wallet'],
    ['a page view without a title as nothing', 'page_view', { title: '' }, null],
    ['a click by its text, whitespace collapsed', 'click', { text: 'Buy \n now', selector: 'button.buy' }, '“Buy now”'],
    ['a click without text by its selector', 'click', { text: '', selector: 'a.logo' }, 'a.logo'],
    ['a product view by its product', 'product_view', { productId: 'prd_12345678', referrer: null }, 'product prd_12345678'],
    ['a buy event by product, variant and value', 'buy_now', { productId: 'prd_12345678', variantId: 'var_12345678', valueCents: 1999 }, 'product prd_12345678, variant var_12345678, $19.99'],
    ['a buy event with nothing to say as nothing', 'add_to_cart', {}, null],
    ['a session ended by inactivity', 'session_end', { reason: 'inactive' }, 'Ended after 30 min without input'],
    ['a session ended by closing the page', 'session_end', { reason: 'unload' }, 'Page closed'],
  ])('describes %s', (_case, type, data, detail) => {
    expect(activityDetail(type, data)).toBe(detail);
  });
});
