// The bare node:http baseline: returns a fixed JSON body as fast as Node can, nothing else.
import { createServer } from 'node:http';

const body = Buffer.from(process.env.BASELINE_BODY ?? '{}');
createServer((_, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
