import type { z } from 'zod';
import type { FieldError } from '../../../../shared/http/problem';
import { ValidationError } from '../../../../shared/errors/domain-errors';

type Part = 'params' | 'query' | 'body';

/** Validates one part of the request against the route's zod schema, collecting every field error at once. */
export function validatePart(part: Part, schema: z.ZodType | undefined, value: unknown, errors: FieldError[]): unknown {
  if (!schema) {
    const present = value !== undefined && value !== null && (typeof value !== 'object' || Object.keys(value).length > 0);
    if (present && part === 'query') errors.push({ path: 'query', message: 'This endpoint takes no query parameters.' });
    return undefined;
  }
  const result = schema.safeParse(value ?? (part === 'body' ? undefined : {}));
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    errors.push({ path: [part, ...issue.path.map(String)].join('.'), message: issue.message });
  }
  return undefined;
}

export function throwIfInvalid(errors: FieldError[]): void {
  if (errors.length === 0) return;
  const summary = errors.length === 1 ? errors[0]!.message : `${errors.length} fields are invalid.`;
  throw new ValidationError(summary, { fieldErrors: errors });
}
