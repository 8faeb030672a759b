import { describe, expect, it } from 'vitest';
import { maxTrackBatch, trackBatchSchema } from './track-batch';

const at = Date.parse('2026-11-24T12:00:00Z');
const batch = (events: unknown[], more: Record<string, unknown> = {}) => ({ sessionId: 'sess_0123456789', batchId: 'batch_0123456789', sentAt: at, viewport: { width: 390, height: 844 }, events, ...more });
const pageView = { type: 'page_view', at, path: '/', title: 'NeonKeys', referrer: null };

describe('a tracking batch', () => {
  it.each([
    ['a page view', pageView],
    ['a product view', { type: 'product_view', at, path: '/product/x', productId: 'prd_12345678', referrer: 'https://www.google.com/' }],
    ['a click with its text', { type: 'click', at, path: '/', selector: 'button.buy', text: 'Buy Now', x: 10, y: 20 }],
    ['a scroll milestone', { type: 'scroll', at, path: '/', depth: 75 }],
    ['a buy event', { type: 'buy_now', at, path: '/product/x', productId: 'prd_12345678', variantId: 'var_12345678', valueCents: 4999 }],
    ['the behaviour buffers', { type: 'behaviour', at, path: '/', mouse: [[1, 2, at]], keystroke: [[at, 80]], scroll: [[300, at]], touch: [], click: [], focus: [['blur', at]], orientation: [] }],
  ])('accepts %s', (_, event) => {
    expect(trackBatchSchema.safeParse(batch([event])).success).toBe(true);
  });

  it.each([
    ['no events', batch([])],
    [`more than ${maxTrackBatch} events`, batch(Array.from({ length: maxTrackBatch + 1 }, () => pageView))],
    ['an unknown event type', batch([{ ...pageView, type: 'keylog' }])],
    ['an extra field (the keys typed)', batch([{ type: 'behaviour', at, path: '/', mouse: [], keystroke: [[at, 80, 'a']], scroll: [], touch: [], click: [], focus: [], orientation: [] }])],
    ['a scroll depth between milestones', batch([{ type: 'scroll', at, path: '/', depth: 30 }])],
    ['click text over 100 characters', batch([{ type: 'click', at, path: '/', selector: 'a', text: 'x'.repeat(101), x: 0, y: 0 }])],
    ['a path that is a URL', batch([{ ...pageView, path: 'https://evil.example/' }])],
    ['a control character in a title', batch([{ ...pageView, title: 'a\u0000b' }])],
    ['a session id with a slash', batch([pageView], { sessionId: '../../etc/passwd' })],
    ['101 mouse samples', batch([{ type: 'behaviour', at, path: '/', mouse: Array.from({ length: 101 }, () => [0, 0, at]), keystroke: [], scroll: [], touch: [], click: [], focus: [], orientation: [] }])],
    ['a time that is not a number', batch([{ ...pageView, at: 'yesterday' }])],
  ])('refuses %s', (_, body) => {
    expect(trackBatchSchema.safeParse(body).success).toBe(false);
  });
});
