import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface StoredObject {
  key: string;
  contentType: string;
  etag: string;
  size: number;
  lastModified: string;
}

/**
 * One bucket's objects as files under `.data/s3/<bucket>/`. S3 keys are any UTF-8 up to 1,024 bytes, and 'a' and 'a/b'
 * are both valid, so each object lives under the SHA-256 of its key (no folders to collide, nothing to escape) with its
 * metadata beside it. Writes go to a temporary name first, so a crash never leaves half an object.
 */
export class BucketFiles {
  constructor(private readonly dir: string) {}

  private base(key: string): string {
    return join(this.dir, createHash('sha256').update(key).digest('hex'));
  }

  async put(key: string, body: Buffer, contentType: string): Promise<StoredObject> {
    await mkdir(this.dir, { recursive: true });
    const meta: StoredObject = { key, contentType, etag: `"${createHash('md5').update(body).digest('hex')}"`, size: body.length, lastModified: new Date().toISOString() };
    const base = this.base(key);
    const tmp = `${base}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(`${tmp}.bin`, body);
    await writeFile(`${tmp}.json`, JSON.stringify(meta));
    await rename(`${tmp}.bin`, `${base}.bin`);
    await rename(`${tmp}.json`, `${base}.json`);
    return meta;
  }

  async head(key: string): Promise<StoredObject | undefined> {
    try {
      return JSON.parse(await readFile(`${this.base(key)}.json`, 'utf8')) as StoredObject;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async get(key: string): Promise<{ meta: StoredObject; body: Buffer } | undefined> {
    const meta = await this.head(key);
    if (!meta) return undefined;
    try {
      return { meta, body: await readFile(`${this.base(key)}.bin`) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const base = this.base(key);
    await rm(`${base}.json`, { force: true });
    await rm(`${base}.bin`, { force: true });
  }

  /** Every object's metadata in key order (S3 lists in UTF-8 binary order). */
  async list(): Promise<StoredObject[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const metas = await Promise.all(names.filter((n) => /^[0-9a-f]{64}\.json$/.test(n)).map((n) => readFile(join(this.dir, n), 'utf8').then((t) => JSON.parse(t) as StoredObject)));
    return metas.sort((a, b) => Buffer.compare(Buffer.from(a.key), Buffer.from(b.key)));
  }
}
