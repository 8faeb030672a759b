import type { IncomingMessage, ServerResponse } from 'node:http';
import { LocalFileObjectStore, verifyObjectRequest } from '../../functions/lib/adapters/object-store/local-file-object-store';
import { readBody } from './read-body';

/** Serves the local object store's pre-signed URLs: GET downloads, PUT uploads, anything unsigned or expired is 403. */
export async function serveObject(req: IncomingMessage, res: ServerResponse, url: URL, root: string, secret: string) {
  const [, , bucket, ...rest] = url.pathname.split('/');
  const key = rest.map(decodeURIComponent).join('/');
  const method = url.searchParams.get('method') ?? 'GET';
  const expires = Number(url.searchParams.get('expires'));
  const signature = url.searchParams.get('signature') ?? '';
  const allowedMethod = req.method === method || (method === 'GET' && req.method === 'HEAD');
  if (!bucket || !key || !allowedMethod || !verifyObjectRequest(secret, { method, bucket, key, expires }, signature, Date.now() / 1000)) {
    res.writeHead(403, { 'content-type': 'text/plain' }).end('Signature invalid or expired');
    return;
  }
  const store = new LocalFileObjectStore(root, bucket, secret, '');
  if (method === 'PUT') {
    await store.put(key, await readBody(req), req.headers['content-type'] ?? 'application/octet-stream');
    res.writeHead(200).end();
    return;
  }
  const object = await store.get(key);
  if (!object) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('No such object');
    return;
  }
  res.writeHead(200, { 'content-type': object.contentType, 'cache-control': 'private, max-age=60' }).end(Buffer.from(object.body));
}
