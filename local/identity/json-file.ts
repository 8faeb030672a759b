import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** The parsed file, or `fallback` when it does not exist yet. */
export async function readJsonFile<T>(path: string, fallback: T): Promise<T> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return fallback;
  }
}

/**
 * Rewrites a JSON file atomically (write a temporary file, then rename), one write at a time per file,
 * so a crash never leaves it half-written and two overlapping saves never interleave.
 */
export class JsonFileWriter {
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly path: string) {}

  write(snapshot: () => unknown): Promise<void> {
    const next = this.queue.then(async () => {
      await mkdir(dirname(this.path), { recursive: true });
      const temporary = `${this.path}.${randomBytes(4).toString('hex')}.tmp`;
      // The snapshot is taken when this write runs, so the file always ends with the latest state.
      await writeFile(temporary, JSON.stringify(snapshot(), null, 2), { mode: 0o600 });
      await rename(temporary, this.path);
    });
    this.queue = next.catch(() => undefined);
    return next;
  }
}
