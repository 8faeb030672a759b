import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { knownPathMatcher } from '../../shared/routes/path-patterns';
import { knownPathPatterns } from '../../web/src/config/known-paths';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

interface Asset {
  body: Buffer;
  gzip: Buffer | null;
  type: string;
  immutable: boolean;
}

/** Security headers CloudFront's response-headers policy adds on AWS. */
export const pageSecurityHeaders: Record<string, string> = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'content-security-policy':
    "default-src 'self'; img-src 'self' data: https:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self' https:; frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
};

/**
 * Serves the built SPA from memory, gzip-compressed once at start. A path without a file gets index.html, as
 * CloudFront's SPA function rewrites it: with 200 when a route knows the path, and with 404 otherwise (the SPA then
 * shows its not-found screen), so crawlers see no soft 404. Hashed assets are cached for a year.
 */
export async function loadStaticSite(root: string, isKnownPath: (pathname: string) => boolean = knownPathMatcher(knownPathPatterns)) {
  const assets = new Map<string, Asset>();
  for (const file of await listFiles(root)) {
    const body = await readFile(file);
    const type = types[extname(file)] ?? 'application/octet-stream';
    const compressible = /text|javascript|json|svg/.test(type) && body.length > 1024;
    const path = `/${relative(root, file).split('\\').join('/')}`;
    assets.set(path, { body, gzip: compressible ? gzipSync(body, { level: 9 }) : null, type, immutable: path.startsWith('/assets/') });
  }
  const index = assets.get('/index.html');
  if (!index) throw new Error(`No built SPA at ${root}; run npm run build:web`);

  return (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    const file = assets.get(pathname);
    const known = !file && isKnownPath(pathname);
    // A missing file (a path with an extension that no route names) gets a plain 404, as S3 answers on AWS.
    if (!file && !known && extname(pathname)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...pageSecurityHeaders }).end('Not found');
      return;
    }
    const asset = file ?? index;
    const useGzip = asset.gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    res.writeHead(file || known ? 200 : 404, {
      'content-type': asset.type,
      'cache-control': asset.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'Accept-Encoding',
      ...(useGzip ? { 'content-encoding': 'gzip' } : {}),
      ...pageSecurityHeaders,
    });
    res.end(req.method === 'HEAD' ? undefined : useGzip ? asset.gzip : asset.body);
  };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? listFiles(join(dir, e.name)) : [join(dir, e.name)])));
  return nested.flat();
}

export async function isBuilt(root: string): Promise<boolean> {
  return stat(join(root, 'index.html')).then(
    () => true,
    () => false,
  );
}
