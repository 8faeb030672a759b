import { ValidationError } from './errors';

/** ElectroDB throws on a tampered or stale cursor; that is the caller's mistake, so answer 400, not 500. */
export async function rejectBadCursor<T>(query: () => Promise<T>): Promise<T> {
  try {
    return await query();
  } catch (error) {
    if ((error as Error).name === 'ElectroError' && /cursor/i.test((error as Error).message)) {
      throw new ValidationError('The cursor is not valid; start again from the first page.', {
        cause: error,
        fieldErrors: [{ path: 'query.cursor', message: 'Invalid cursor' }],
      });
    }
    throw error;
  }
}
