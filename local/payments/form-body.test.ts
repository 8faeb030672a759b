import { describe, expect, it } from 'vitest';
import { parseForm } from './form-body';
import { FormReader } from './form-reader';
import { StripeFault } from './stripe-fault';

const read = (text: string) => new FormReader(parseForm(text));

describe('the Stripe form body', () => {
  it('expands bracket notation into nested objects, lists in index order', () => {
    const form = read('line_items[1][quantity]=2&line_items[0][price_data][unit_amount]=500&line_items[0][quantity]=1&metadata[orderId]=o-1&expand[]=a&expand[]=b');

    const [first, second] = form.objects('line_items');
    expect(first!.object('price_data')!.integer('unit_amount')).toBe(500);
    expect(second!.integer('quantity')).toBe(2);
    expect(form.metadata()).toEqual({ orderId: 'o-1' });
    expect(form.strings('expand')).toEqual(['a', 'b']);
  });

  it('reads the encoding of the official client (brackets left bare, values percent-encoded)', () => {
    const form = read('success_url=https%3A%2F%2Fshop.test%2Fdone%3Fs%3D%7BCHECKOUT_SESSION_ID%7D&metadata[note]=caf%C3%A9%20%26%20co');

    expect(form.url('success_url')).toBe('https://shop.test/done?s={CHECKOUT_SESSION_ID}');
    expect(form.metadata()).toEqual({ note: 'café & co' });
  });

  it('keeps __proto__ as a plain key', () => {
    const form = read('metadata[__proto__]=x&metadata[a]=1');

    expect(form.metadata()).toEqual({ ['__proto__']: 'x', a: '1' });
    expect(({} as Record<string, unknown>).a).toBeUndefined();
  });

  it.each([
    ['a missing required value', 'quantity=', (f: FormReader) => f.integer('quantity', { required: true }), 'parameter_missing', 'Missing required param: quantity.'],
    ['a non-integer', 'quantity=1.5', (f: FormReader) => f.integer('quantity'), 'parameter_invalid_integer', 'Invalid integer: 1.5'],
    ['an unknown parameter', 'modee=payment', (f: FormReader) => f.only('mode'), 'parameter_unknown', 'Received unknown parameter: modee'],
    ['a value outside a list', 'reason=because', (f: FormReader) => f.oneOf('reason', ['duplicate', 'fraudulent']), undefined, 'Invalid reason: must be one of duplicate or fraudulent'],
    ['a value that is also an object', 'a=1&a[b]=2', (f: FormReader) => f.string('a'), undefined, 'Invalid value for a[b]: a is not an object.'],
  ])('refuses %s with Stripe’s code and message', (_case, text, readIt, code, message) => {
    const attempt = () => readIt(read(text));

    expect(attempt).toThrow(StripeFault);
    try {
      attempt();
    } catch (error) {
      expect((error as StripeFault).body().error).toMatchObject({ type: 'invalid_request_error', message, ...(code ? { code } : {}) });
    }
  });

  it.each([
    ['a key over 40 characters', `metadata[${'k'.repeat(41)}]=v`],
    ['a value over 500 characters', `metadata[k]=${'v'.repeat(501)}`],
    ['51 keys', Array.from({ length: 51 }, (_, i) => `metadata[k${i}]=v`).join('&')],
  ])('refuses metadata with %s', (_case, text) => {
    expect(() => read(text).metadata()).toThrow(StripeFault);
  });
});
