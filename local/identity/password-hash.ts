import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

export interface PasswordHash {
  salt: string;
  hash: string;
}

export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(16);
  return { salt: salt.toString('base64'), hash: (await scrypt(password, salt, 32)).toString('base64') };
}

// Unknown users and users without a password still cost one scrypt, so timing does not tell them apart.
const dummy: PasswordHash = { salt: randomBytes(16).toString('base64'), hash: randomBytes(32).toString('base64') };

/** True when the password matches; with no stored hash it hashes anyway and answers false. */
export async function passwordMatches(password: string, stored: PasswordHash | undefined): Promise<boolean> {
  const against = stored ?? dummy;
  const hash = await scrypt(password, Buffer.from(against.salt, 'base64'), 32);
  return timingSafeEqual(hash, Buffer.from(against.hash, 'base64')) && stored !== undefined;
}
