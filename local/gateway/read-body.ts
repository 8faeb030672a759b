import type { IncomingMessage } from 'node:http';

/** API Gateway refuses payloads over 10 MB before any handler runs. */
export const gatewayMaxBodyBytes = 10 * 1024 * 1024;

export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

const empty = Buffer.alloc(0);

export function readBody(req: IncomingMessage, limit = gatewayMaxBodyBytes): Promise<Buffer> {
  // No length and no chunked transfer means no body: skip the stream (the common GET).
  if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) return Promise.resolve(empty);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new BodyTooLargeError(`Request body over ${limit} bytes`));
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
