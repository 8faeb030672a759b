/** The session fields the storefront shows, read from the ID token's claims. */
export interface SessionUser {
  userId: string;
  email: string | null;
  phone: string | null;
  name: string | null;
}

/** The payload of a JWT, unverified (the server verifies; the browser only reads its own token), or null if malformed. */
export function jwtClaims(token: string | null | undefined): Record<string, unknown> | null {
  const part = token?.split('.')[1];
  if (!part) return null;
  try {
    const bytes = Uint8Array.from(atob(part.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims) ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The user an ID token describes; Google users on AWS carry given and family names instead of `name`. */
export function userFromClaims(claims: Record<string, unknown> | null): SessionUser | null {
  const userId = text(claims?.sub);
  if (!claims || !userId) return null;
  const name = text(claims.name) ?? text([claims.given_name, claims.family_name].filter((p) => typeof p === 'string').join(' '));
  return { userId, email: text(claims.email), phone: text(claims.phone_number), name };
}

/** Seconds until the token expires (negative once expired); -Infinity when it has no expiry. */
export function secondsLeft(claims: Record<string, unknown> | null, nowMs: number): number {
  return typeof claims?.exp === 'number' ? claims.exp - nowMs / 1000 : -Infinity;
}

/** Removes every Amplify token entry: the way out when Amplify itself cannot load to sign out. */
export function clearStoredSession(storage: Pick<Storage, 'length' | 'key' | 'removeItem'>): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith('CognitoIdentityServiceProvider.')) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
