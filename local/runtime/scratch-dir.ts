import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A new folder for data that lives only as long as a test or run: in memory where the machine has a memory file
 * system (/dev/shm on Linux), so DynamoDB Local's writes, each synced to its file, never wait for a disk.
 */
export function scratchDir(prefix: string): string {
  return mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), prefix));
}
