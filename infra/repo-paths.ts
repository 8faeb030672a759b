import { fileURLToPath } from 'node:url';

/** The repository root: the esbuild project root, and where `functions/` and `package-lock.json` live. */
export const repoRoot = fileURLToPath(new URL('..', import.meta.url));
