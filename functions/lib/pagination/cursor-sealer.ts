import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { ValidationError } from '../../../shared/errors/domain-errors';

/**
 * What a cursor belongs to: the listing (`products`, `reviews`, `variant-keys`) and the filters that shaped it. A cursor
 * opens only for the same listing and filters, so one issued for a product's reviews cannot walk another product's,
 * nor the keys of a variant.
 */
export interface CursorScope {
  listing: string;
  filters?: Readonly<Record<string, string | number | undefined | null>>;
}

const version = 'c1';
const ivBytes = 12;
const tagBytes = 16;
const invalidCursor = () =>
  new ValidationError('The cursor is not valid; start again from the first page.', { fieldErrors: [{ path: 'query.cursor', message: 'Invalid cursor' }] });

/**
 * Opaque, tamper-proof pagination cursors: the data layer's own cursor (DynamoDB's last key) sealed with AES-256-GCM
 * under a per-deployment key, with the listing and its filters as associated data. A caller can neither read nor steer
 * the start key, and a forged, truncated or foreign cursor answers 400 instead of reaching DynamoDB.
 */
export class CursorSealer {
  private key: Promise<Buffer> | undefined;

  /** `secret` yields the deployment's cursor secret (Secrets Manager); it is read once and the AES key derived from it. */
  constructor(private readonly secret: () => Promise<string>) {}

  async seal(inner: string | null, scope: CursorScope): Promise<string | null> {
    if (inner === null) return null;
    const iv = randomBytes(ivBytes);
    const cipher = createCipheriv('aes-256-gcm', await this.aesKey(), iv);
    cipher.setAAD(associatedData(scope));
    const body = Buffer.concat([cipher.update(inner, 'utf8'), cipher.final()]);
    return `${version}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
  }

  /**
   * One page of a listing: opens the caller's cursor for this scope, runs the query from it, and seals the next one,
   * so every paginated route pages the same way.
   */
  async page<T>(token: string | undefined | null, scope: CursorScope, query: (cursor: string | null) => Promise<{ data: T[]; cursor: string | null }>): Promise<{ data: T[]; nextCursor: string | null }> {
    const result = await query(await this.open(token, scope));
    return { data: result.data, nextCursor: await this.seal(result.cursor, scope) };
  }

  /** The data layer's cursor inside a sealed one, null for none; ValidationError (400) for anything it did not seal. */
  async open(token: string | undefined | null, scope: CursorScope): Promise<string | null> {
    if (token === undefined || token === null || token === '') return null;
    const [prefix, payload, extra] = token.split('.');
    if (prefix !== version || !payload || extra !== undefined || !/^[A-Za-z0-9_-]+$/.test(payload)) throw invalidCursor();
    const raw = Buffer.from(payload, 'base64url');
    if (raw.length <= ivBytes + tagBytes) throw invalidCursor();
    const key = await this.aesKey();
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, ivBytes));
      decipher.setAAD(associatedData(scope));
      decipher.setAuthTag(raw.subarray(raw.length - tagBytes));
      return Buffer.concat([decipher.update(raw.subarray(ivBytes, raw.length - tagBytes)), decipher.final()]).toString('utf8');
    } catch {
      throw invalidCursor();
    }
  }

  private aesKey(): Promise<Buffer> {
    if (!this.key) {
      const loading = this.secret().then((secret) => {
        if (secret.length < 32) throw new Error('The cursor secret must be at least 32 characters');
        return Buffer.from(hkdfSync('sha256', secret, 'neonkeys', 'pagination cursors v1', 32));
      });
      // A failed read (Secrets Manager unavailable) is retried by the next request rather than remembered.
      loading.catch(() => {
        if (this.key === loading) this.key = undefined;
      });
      this.key = loading;
    }
    return this.key;
  }
}

/** The scope in a canonical form: sorted filter names, absent and empty filters alike left out. */
function associatedData({ listing, filters = {} }: CursorScope): Buffer {
  const parts = Object.keys(filters)
    .sort()
    .filter((name) => filters[name] !== undefined && filters[name] !== null && filters[name] !== '')
    .map((name) => `${name}=${String(filters[name])}`);
  return Buffer.from(JSON.stringify([version, listing, ...parts]), 'utf8');
}
