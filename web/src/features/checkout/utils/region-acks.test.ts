import { describe, expect, it } from 'vitest';
import { createQuote, createQuotedLine } from '@/lib/cart/quote.factory';
import { acknowledgedVariantIds, payBlockers } from './region-acks';

const restricted = (variantId: string) =>
  createQuotedLine({ variantId, region: { code: 'US', name: 'United States' }, regionCheck: { kind: 'incompatible', message: 'x' }, needsRegionAck: true });
const quote = createQuote([restricted('us-1'), restricted('us-2'), createQuotedLine({ variantId: 'global' })]);
const ready = { quote, fresh: true, ticked: new Set(['us-1', 'us-2']), email: 'buyer@example.com', busy: false };

describe('the Pay button', () => {
  it('is ready once every region-restricted line is acknowledged and the e-mail is valid', () => {
    expect(payBlockers(ready)).toEqual([]);
  });

  it.each([
    ['one region acknowledgement is missing', { ticked: new Set(['us-1']) }, ['region_ack']],
    ['none is ticked', { ticked: new Set<string>() }, ['region_ack']],
    ['the e-mail is missing', { email: '' }, ['email']],
    ['the e-mail is not one', { email: 'buyer@' }, ['email']],
    ['the prices are being checked again', { fresh: false }, ['pricing']],
    ['there is no quote yet', { quote: null, ticked: new Set<string>() }, ['pricing']],
    ['a line is sold out', { quote: createQuote([createQuotedLine({ quantity: 0, problems: ['sold_out'] })]) }, ['not_purchasable']],
    ['checkout has started', { busy: true }, ['busy']],
  ] as const)('stays disabled while %s', (_case, change, blockers) => {
    expect(payBlockers({ ...ready, ...change })).toEqual(blockers);
  });

  it('sends only the acknowledgements the current quote asks for', () => {
    expect(acknowledgedVariantIds(quote, new Set(['us-1', 'global', 'removed-line']))).toEqual(['us-1']);
  });
});
