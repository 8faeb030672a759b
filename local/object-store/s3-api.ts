import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { readBody } from '../gateway/read-body';
import { checkSignature, rawPath } from '../runtime/sigv4-check';
import { serveTwin, type TwinServer } from '../runtime/twin-server';
import { createHash } from 'node:crypto';
import { BucketFiles } from './bucket-files';
import { postObject } from './post-object';

export interface S3TwinOptions {
  /** Where the buckets' files live (`.data/s3`). */
  root: string;
  /** The buckets that exist, as CloudFormation would have created them. */
  buckets: readonly string[];
  /** The path the twin is mounted under on a shared server (`/_local/s3`), or '' on its own port. */
  pathPrefix?: string;
}

const maxObjectBytes = 100 * 1024 * 1024;

/**
 * The one-machine S3: path-style PutObject, GetObject, HeadObject, DeleteObject, HeadBucket, ListObjectsV2 and the
 * browser's POST Object upload (post-object.ts) over S3's own REST protocol, so the handlers' S3 client and the SDK's pre-signer work unchanged. Every request must carry a valid
 * Signature V4 (header or pre-signed URL) from the local credentials, and pre-signed URLs expire as S3's do.
 */
export function s3Twin(options: S3TwinOptions) {
  const prefix = options.pathPrefix ?? '';
  const buckets = new Set(options.buckets);
  const files = (bucket: string) => new BucketFiles(join(options.root, bucket));

  return async function serveS3(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://twin');
    const path = rawPath(req);
    if (!path.startsWith(`${prefix}/`)) return error(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    let body: Buffer;
    try {
      body = await readBody(req, maxObjectBytes);
    } catch {
      return error(res, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed object size.');
    }
    if (req.method === 'POST' && /^multipart\/form-data/i.test(String(req.headers['content-type'] ?? ''))) return browserUpload(req, res, path.slice(prefix.length + 1), body);
    const verdict = await checkSignature(req, body);
    if (!verdict.ok) return error(res, 403, verdict.code, verdict.message);
    const declaredHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (/^[0-9a-f]{64}$/.test(declaredHash) && declaredHash !== createHash('sha256').update(body).digest('hex')) {
      return error(res, 400, 'XAmzContentSHA256Mismatch', "The provided 'x-amz-content-sha256' header does not match what was computed.");
    }

    const [bucket = '', ...rest] = path.slice(prefix.length + 1).split('/');
    let key: string;
    try {
      key = rest.map(decodeURIComponent).join('/');
    } catch {
      return error(res, 400, 'InvalidURI', "Couldn't parse the specified URI.");
    }
    if (!buckets.has(bucket)) return error(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    const store = files(bucket);

    if (!key) {
      if (req.method === 'HEAD') return void res.writeHead(200).end();
      if (req.method === 'GET' && url.searchParams.get('list-type') === '2') return listObjects(res, bucket, store, url.searchParams);
      return error(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    }
    switch (req.method) {
      case 'PUT': {
        const meta = await store.put(key, body, String(req.headers['content-type'] ?? 'binary/octet-stream'));
        return void res.writeHead(200, { etag: meta.etag }).end();
      }
      case 'GET':
      case 'HEAD': {
        const found = req.method === 'GET' ? await store.get(key) : await store.head(key).then((meta) => (meta ? { meta, body: undefined } : undefined));
        if (!found) return error(res, 404, 'NoSuchKey', 'The specified key does not exist.', req.method === 'HEAD');
        res.writeHead(200, {
          'content-type': found.meta.contentType,
          'content-length': String(found.meta.size),
          etag: found.meta.etag,
          'last-modified': new Date(found.meta.lastModified).toUTCString(),
        });
        return void res.end(found.body);
      }
      case 'DELETE':
        await store.delete(key);
        return void res.writeHead(204).end();
      default:
        return error(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    }
  };

  /** POST Object: the form's signed policy is its authentication, so it is checked instead of a request signature. */
  async function browserUpload(req: IncomingMessage, res: ServerResponse, bucketPath: string, body: Buffer) {
    const bucket = bucketPath.replace(/\/$/, '');
    if (!buckets.has(bucket)) return error(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    // As a bucket CORS rule for the store's origin would: the admin screen reads the answer of its upload.
    const origin = req.headers.origin ? { 'access-control-allow-origin': String(req.headers.origin), vary: 'Origin' } : {};
    const answer = await postObject(req, bucket, body, files(bucket));
    if (!answer.ok) {
      for (const [name, value] of Object.entries(origin)) res.setHeader(name, value);
      return error(res, answer.status, answer.code, answer.message);
    }
    res.writeHead(answer.status, { ...origin, ...answer.headers }).end(answer.body);
  }
}

/** S3 on its own loopback port, for tests that do not run the gateway. */
export function startLocalS3(options: Omit<S3TwinOptions, 'pathPrefix'>): Promise<TwinServer> {
  return serveTwin(s3Twin(options));
}

async function listObjects(res: ServerResponse, bucket: string, store: BucketFiles, q: URLSearchParams) {
  const prefix = q.get('prefix') ?? '';
  const maxKeys = Math.min(1000, Math.max(0, Number(q.get('max-keys') ?? 1000) || 0));
  const after = q.get('continuation-token') ? Buffer.from(q.get('continuation-token')!, 'base64url').toString('utf8') : (q.get('start-after') ?? '');
  const matching = (await store.list()).filter((o) => o.key.startsWith(prefix) && (!after || Buffer.compare(Buffer.from(o.key), Buffer.from(after)) > 0));
  const page = matching.slice(0, maxKeys);
  const truncated = matching.length > page.length;
  const contents = page
    .map((o) => `<Contents><Key>${xml(o.key)}</Key><LastModified>${o.lastModified}</LastModified><ETag>${xml(o.etag)}</ETag><Size>${o.size}</Size><StorageClass>STANDARD</StorageClass></Contents>`)
    .join('');
  const next = truncated ? `<NextContinuationToken>${Buffer.from(page.at(-1)!.key).toString('base64url')}</NextContinuationToken>` : '';
  res
    .writeHead(200, { 'content-type': 'application/xml' })
    .end(
      `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${xml(bucket)}</Name><Prefix>${xml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`,
    );
}

function error(res: ServerResponse, status: number, code: string, message: string, headOnly = false) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  // HEAD answers carry no body; the SDK reads the code from the status (NotFound).
  res.end(headOnly ? undefined : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${xml(message)}</Message></Error>`);
}

function xml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
