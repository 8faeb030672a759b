import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * A JSON snapshot on disk, rewritten at most once per `debounceMs` however many changes arrive (the benchmark creates a
 * thousand sessions at fifty at a time), by writing a temporary file and renaming it over the old one so a crash never
 * leaves half a file.
 */
export class StateFile {
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly path: string,
    private readonly snapshot: () => unknown,
    private readonly debounceMs = 250,
  ) {}

  static read(path: string): unknown {
    try {
      return JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  changed(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => void this.flush().catch(() => undefined), this.debounceMs);
    this.timer.unref();
  }

  /** Writes now if anything changed since the last write, after any write already under way. */
  flush(): Promise<void> {
    const due = this.timer !== undefined;
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!due) return this.writing;
    const next = this.writing.then(async () => {
      await mkdir(dirname(this.path), { recursive: true });
      const temporary = `${this.path}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(temporary, JSON.stringify(this.snapshot()), { mode: 0o600 });
      await rename(temporary, this.path);
    });
    this.writing = next.catch(() => undefined);
    return next;
  }
}
