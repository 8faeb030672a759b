import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { JsonFileWriter, readJsonFile } from './json-file';

/** A refresh token as stored: only its hash, the sign-in it came from (its `origin_jti`) and whether it was revoked. */
export interface RefreshTokenRecord {
  /** The `origin_jti` of every ID and access token issued from this sign-in. */
  originJti: string;
  tokenHash: string;
  userId: string;
  clientId: string;
  authTime: number;
  expiresAt: number;
  revokedAt?: number;
}

export type RefreshLookup = { state: 'valid'; record: RefreshTokenRecord } | { state: 'unknown' | 'revoked' | 'expired' };

/**
 * Opaque, revocable refresh tokens, kept in a JSON file under .data/ so sessions survive a restart of `npm start`.
 * Revoking one revokes its sign-in: the access tokens that carry its `origin_jti` stop working at GetUser too.
 */
export class RefreshTokenStore {
  private cache: Map<string, RefreshTokenRecord> | undefined;
  private readonly writer: JsonFileWriter;

  constructor(
    private readonly path: string,
    private readonly now: () => number = Date.now,
  ) {
    this.writer = new JsonFileWriter(path);
  }

  private async load(): Promise<Map<string, RefreshTokenRecord>> {
    if (this.cache) return this.cache;
    const stored = await readJsonFile<RefreshTokenRecord[]>(this.path, []);
    this.cache ??= new Map(stored.map((r) => [r.originJti, r]));
    return this.cache;
  }

  private async save(): Promise<void> {
    const all = await this.load();
    // Expired records can never be used or revoked again: drop them instead of growing the file forever.
    for (const [id, record] of all) if (record.expiresAt < this.now()) all.delete(id);
    await this.writer.write(() => [...all.values()]);
  }

  /** A new refresh token for a sign-in, and the `origin_jti` its tokens carry. */
  async issue(grant: { userId: string; clientId: string; authTime: number; lifetimeMs: number }): Promise<{ token: string; originJti: string }> {
    const originJti = randomUUID();
    const token = `${originJti}.${randomBytes(48).toString('base64url')}`;
    (await this.load()).set(originJti, {
      originJti,
      tokenHash: hash(token),
      userId: grant.userId,
      clientId: grant.clientId,
      authTime: grant.authTime,
      expiresAt: this.now() + grant.lifetimeMs,
    });
    await this.save();
    return { token, originJti };
  }

  async lookup(token: string): Promise<RefreshLookup> {
    const record = (await this.load()).get(token.split('.')[0] ?? '');
    if (!record || record.tokenHash !== hash(token)) return { state: 'unknown' };
    return stateOf(record, this.now());
  }

  /** Whether tokens issued from this sign-in may still be used. */
  async originState(originJti: string): Promise<RefreshLookup['state']> {
    const record = (await this.load()).get(originJti);
    return record ? stateOf(record, this.now()).state : 'unknown';
  }

  async revoke(token: string): Promise<void> {
    const found = await this.lookup(token);
    if (found.state !== 'valid') return;
    found.record.revokedAt = this.now();
    await this.save();
  }

  /** GlobalSignOut: every sign-in of the user ends. */
  async revokeAllOf(userId: string): Promise<void> {
    for (const record of (await this.load()).values()) if (record.userId === userId) record.revokedAt ??= this.now();
    await this.save();
  }
}

function stateOf(record: RefreshTokenRecord, now: number): RefreshLookup {
  if (record.revokedAt !== undefined) return { state: 'revoked' };
  if (record.expiresAt < now) return { state: 'expired' };
  return { state: 'valid', record };
}

function hash(token: string): string {
  return createHash('sha256').update(token).digest('base64');
}
