import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../shared/errors/domain-errors';
import { CursorSealer } from './cursor-sealer';

const sealer = () => new CursorSealer(() => Promise.resolve('a-test-secret-of-at-least-32-characters'));
const inner = Buffer.from(JSON.stringify({ pk: '$neonkeys#productid_01', sk: '$product_1' })).toString('base64url');
const products = { listing: 'products', filters: { type: 'game_key' } };

describe('pagination cursors', () => {
  it('opens what it sealed, for the same listing and filters', async () => {
    const s = sealer();
    const token = await s.seal(inner, products);

    await expect(s.open(token, { listing: 'products', filters: { type: 'game_key' } })).resolves.toBe(inner);
  });

  it('never shows the key it carries', async () => {
    const token = (await sealer().seal(inner, products))!;

    expect(token).not.toContain(inner);
    expect(Buffer.from(token.slice(3), 'base64url').toString('latin1')).not.toContain('productid');
  });

  it('answers no cursor with no cursor, both ways', async () => {
    await expect(sealer().seal(null, products)).resolves.toBeNull();
    await expect(sealer().open(undefined, products)).resolves.toBeNull();
  });

  it.each([
    ['another listing', { listing: 'reviews', filters: { type: 'game_key' } }],
    ['other filters', { listing: 'products', filters: { type: 'gift_card' } }],
    ['no filters', { listing: 'products' }],
  ])('refuses a cursor presented for %s', async (_case, scope) => {
    const s = sealer();
    const token = await s.seal(inner, products);

    await expect(s.open(token, scope)).rejects.toBeInstanceOf(ValidationError);
  });

  it("refuses a cursor sealed under another deployment's secret", async () => {
    const token = await sealer().seal(inner, products);
    const other = new CursorSealer(() => Promise.resolve('another-deployment-secret-32-chars-long'));

    await expect(other.open(token, products)).rejects.toBeInstanceOf(ValidationError);
  });

  it.each(['e30', 'WzFd', 'InMi', 'NDI', 'c1', 'c1.', 'c1.AAAA', 'c1.####', `c1.${'A'.repeat(40)}.x`, inner])('refuses the forged cursor %s', async (forged) => {
    await expect(sealer().open(forged, products)).rejects.toBeInstanceOf(ValidationError);
  });

  it('refuses every altered byte of a real cursor', async () => {
    const s = sealer();
    const token = (await s.seal(inner, products))!;
    const raw = Buffer.from(token.slice(3), 'base64url');
    for (let i = 0; i < raw.length; i++) {
      const altered = Buffer.from(raw);
      altered[i] = altered[i]! ^ 0x01;
      await expect(s.open(`c1.${altered.toString('base64url')}`, products)).rejects.toBeInstanceOf(ValidationError);
    }
  });

  it('refuses any other string with a validation error, never anything else', async () => {
    const s = sealer();
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.uint8Array().map((b) => Buffer.from(b).toString('base64url')), fc.json()), async (forged) => {
        const outcome = await s.open(forged, products).then(
          (value) => ({ value }),
          (error: unknown) => ({ error }),
        );
        if ('value' in outcome) expect(outcome.value).toBeNull();
        else expect(outcome.error).toBeInstanceOf(ValidationError);
      }),
      { numRuns: 500 },
    );
  });

  it('reads the secret once, and again after a failed read', async () => {
    let reads = 0;
    const s = new CursorSealer(() => (++reads === 1 ? Promise.reject(new Error('Secrets Manager is unavailable')) : Promise.resolve('x'.repeat(32))));

    await expect(s.seal(inner, products)).rejects.toThrow('unavailable');
    await s.seal(inner, products);
    await s.seal(inner, products);

    expect(reads).toBe(2);
  });
});
