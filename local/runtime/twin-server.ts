import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { freePort } from './free-port';

export interface TwinServer {
  /** Where the SDK reaches the twin (`AWS_ENDPOINT_URL_<SERVICE>`). */
  endpoint: string;
  stop(): Promise<void>;
}

export type TwinHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * Serves one AWS or vendor twin on its own loopback port. A handler that throws answers a bare 500, which is what the
 * real service's clients see on an internal error and retry; the twins themselves answer the service's own errors.
 */
export async function serveTwin(handle: TwinHandler): Promise<TwinServer> {
  const port = await freePort();
  const server: Server = createServer((req, res) => {
    void handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal error in a local twin');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
