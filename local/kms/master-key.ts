import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** The local KMS key's 256-bit key material, made on first start and kept under .data/ (lose it and every stored key is lost). */
export async function loadOrCreateMasterKey(path: string): Promise<Buffer> {
  try {
    return checkedKey(await readFile(path), path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(dirname(path), { recursive: true });
    // 'wx' so two processes starting together cannot each write a different master key.
    await writeFile(path, randomBytes(32), { mode: 0o600, flag: 'wx' }).catch((e: NodeJS.ErrnoException) => {
      if (e.code !== 'EEXIST') throw e;
    });
    return checkedKey(await readFile(path), path);
  }
}

function checkedKey(key: Buffer, path: string): Buffer {
  if (key.length !== 32) throw new Error(`Master key at ${path} is ${key.length} bytes, expected 32`);
  return key;
}
