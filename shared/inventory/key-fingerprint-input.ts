import type { ProductType } from '../catalog/product';

/** The account product types, whose units are `username:password` or `email:password` lines. */
export const isAccountType = (type: ProductType) => type === 'account';

/**
 * The form of a key two imports must agree on to be the same key: width and case folded, spaces and dashes dropped
 * (`abcd-efgh` and `ABCD EFGH` are one key). An account is the same account whatever its password, by its login
 * compared without case; a second line for one login is a duplicate.
 */
export function normaliseKey(secret: string, type: ProductType): string {
  const folded = secret.normalize('NFKC');
  if (isAccountType(type)) return folded.slice(0, folded.indexOf(':')).trim().toLowerCase();
  return folded.replace(/[\s-]+/g, '').toUpperCase();
}

/** What is wrong with an account line, or null: a login, a colon, and a password. */
export function accountLineProblem(line: string): string | null {
  const colon = line.indexOf(':');
  if (colon <= 0) return 'an account must be username:password or email:password';
  if (colon === line.length - 1) return 'an account needs a password after the colon';
  if (/\s/.test(line.slice(0, colon))) return 'an account login cannot contain spaces';
  return null;
}
