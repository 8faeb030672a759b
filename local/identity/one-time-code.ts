import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A code waiting to be typed back: only its salted hash is kept, never the code. */
export interface PendingCode {
  salt: string;
  hash: string;
  /** Epoch ms after which the code no longer confirms anything. */
  expiresAt: number;
}

export type CodeCheck = 'match' | 'mismatch' | 'expired';

/** Six random digits, as Cognito sends. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function pendingCode(code: string, expiresAt: number): PendingCode {
  const salt = randomBytes(16).toString('base64');
  return { salt, hash: digest(code, salt), expiresAt };
}

/** A wrong code is a mismatch even after expiry, so only the right code learns that it expired. */
export function checkCode(pending: PendingCode | undefined, typed: string, now: number): CodeCheck {
  if (!pending) return 'mismatch';
  const matches = timingSafeEqual(Buffer.from(digest(typed, pending.salt), 'base64'), Buffer.from(pending.hash, 'base64'));
  if (!matches) return 'mismatch';
  return now > pending.expiresAt ? 'expired' : 'match';
}

function digest(code: string, salt: string): string {
  return createHmac('sha256', salt).update(code.trim()).digest('base64');
}
