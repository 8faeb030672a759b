import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

interface Credential {
  userId: string;
  email: string;
  groups: string[];
  salt: string;
  hash: string;
}

/**
 * The local identity service's user directory (Cognito's part on AWS): scrypt password hashes in a JSON file
 * under .data/, rewritten atomically so a crash never leaves it half-written.
 */
export class CredentialStore {
  private cache: Map<string, Credential> | undefined;

  constructor(private readonly path: string) {}

  private async load(): Promise<Map<string, Credential>> {
    if (this.cache) return this.cache;
    try {
      const list = JSON.parse(await readFile(this.path, 'utf8')) as Credential[];
      this.cache = new Map(list.map((c) => [c.email.toLowerCase(), c]));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      this.cache = new Map();
    }
    return this.cache;
  }

  async upsert(user: { userId: string; email: string; groups: string[]; password: string }): Promise<void> {
    const all = await this.load();
    const salt = randomBytes(16);
    const hash = await scrypt(user.password, salt, 32);
    all.set(user.email.toLowerCase(), { userId: user.userId, email: user.email, groups: user.groups, salt: salt.toString('base64'), hash: hash.toString('base64') });
    await this.save(all);
  }

  /** Adds or removes one group of the user with this id; false when no such user exists. */
  async setGroupMembership(userId: string, group: string, member: boolean): Promise<boolean> {
    const all = await this.load();
    const found = [...all.values()].find((c) => c.userId === userId);
    if (!found) return false;
    const groups = new Set(found.groups);
    if (member) groups.add(group);
    else groups.delete(group);
    found.groups = [...groups].sort();
    await this.save(all);
    return true;
  }

  private async save(all: Map<string, Credential>): Promise<void> {
    await mkdir(dirname(this.path), { recursive: true });
    await writeFile(`${this.path}.tmp`, JSON.stringify([...all.values()], null, 2), { mode: 0o600 });
    await rename(`${this.path}.tmp`, this.path);
  }

  async has(email: string): Promise<boolean> {
    return (await this.load()).has(email.toLowerCase());
  }

  /** The user when the password matches; null otherwise, in constant time per candidate. */
  async verify(email: string, password: string): Promise<Omit<Credential, 'salt' | 'hash'> | null> {
    const found = (await this.load()).get(email.toLowerCase());
    if (!found) return null;
    const hash = await scrypt(password, Buffer.from(found.salt, 'base64'), 32);
    if (!timingSafeEqual(hash, Buffer.from(found.hash, 'base64'))) return null;
    return { userId: found.userId, email: found.email, groups: found.groups };
  }
}
