import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { FieldError } from '../../../../shared/http/problem';
import { ValidationError } from '../../../../shared/errors/domain-errors';
import { throwIfInvalid, validatePart } from './validate-request';

const body = z.strictObject({ keys: z.array(z.string().min(1, 'A key cannot be empty')).min(1) });
const query = z.strictObject({ limit: z.coerce.number().int().max(100).default(24) });

describe('validatePart', () => {
  it('returns the parsed value, with coercions and defaults applied', () => {
    const errors: FieldError[] = [];

    expect(validatePart('query', query, { limit: '10' }, errors)).toEqual({ limit: 10 });
    expect(validatePart('query', query, undefined, errors)).toEqual({ limit: 24 });
    expect(errors).toEqual([]);
  });

  it('records each field error under a dotted path that names the request part', () => {
    const errors: FieldError[] = [];

    const value = validatePart('body', body, { keys: ['AAAA', ''], extra: 1 }, errors);

    expect(value).toBeUndefined();
    expect(errors).toEqual(
      expect.arrayContaining([
        { path: 'body.keys.1', message: 'A key cannot be empty' },
        expect.objectContaining({ path: 'body' }),
      ]),
    );
    expect(errors).toHaveLength(2);
  });

  it('collects errors from several parts into one list', () => {
    const errors: FieldError[] = [];

    validatePart('query', query, { limit: '1000' }, errors);
    validatePart('body', body, { keys: [] }, errors);

    expect(errors.map((e) => e.path)).toEqual(['query.limit', 'body.keys']);
  });

  it('reports a missing body on a route that needs one', () => {
    const errors: FieldError[] = [];

    validatePart('body', body, undefined, errors);

    expect(errors).toEqual([expect.objectContaining({ path: 'body' })]);
  });

  it('refuses query parameters on a route that takes none', () => {
    const errors: FieldError[] = [];

    validatePart('query', undefined, { debug: 'true' }, errors);

    expect(errors).toEqual([{ path: 'query', message: 'This endpoint takes no query parameters.' }]);
  });

  it.each([undefined, null, {}])('accepts an absent query (%j) on a route that takes none', (value) => {
    const errors: FieldError[] = [];

    expect(validatePart('query', undefined, value, errors)).toBeUndefined();
    expect(errors).toEqual([]);
  });
});

describe('throwIfInvalid', () => {
  it('does nothing when there are no errors', () => {
    expect(() => throwIfInvalid([])).not.toThrow();
  });

  it('throws a ValidationError whose detail is the single field message', () => {
    const errors = [{ path: 'body.keys', message: 'Add at least one key' }];

    expect(() => throwIfInvalid(errors)).toThrow(expect.objectContaining({ name: 'ValidationError', message: 'Add at least one key', fieldErrors: errors }));
  });

  it('summarises several errors by count and keeps them all', () => {
    const errors = [
      { path: 'query.limit', message: 'Too big' },
      { path: 'body.keys', message: 'Too small' },
    ];

    expect(() => throwIfInvalid(errors)).toThrow(ValidationError);
    expect(() => throwIfInvalid(errors)).toThrow(expect.objectContaining({ message: '2 fields are invalid.', fieldErrors: errors }));
  });
});
