import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * Where the picks come from: below the kernel's ephemeral range. A port the OS hands out for `listen(0)` lies inside
 * that range, and so does the local port of every outgoing connection; between the pick and the twin's own listen
 * (a JVM starting, a stack seeding) any connection could take it, and the listen failed with EADDRINUSE. Below the
 * range only another listener can take it, and the random pick makes two parallel stacks meeting unlikely.
 */
const pickRange = (): [number, number] => {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low && low > 12_000) return [10_000, low - 1];
  } catch {
    // Not Linux: the range below is below every common OS default (IANA's begins at 49152, Linux's at 32768).
  }
  return [20_000, 32_767];
};

const canListen = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** An unused loopback port outside the ephemeral range, to listen on a little later. */
export async function freePort(): Promise<number> {
  const [low, high] = pickRange();
  for (let tries = 0; tries < 50; tries += 1) {
    const port = low + Math.floor(Math.random() * (high - low + 1));
    if (await canListen(port)) return port;
  }
  throw new Error(`No free loopback port found between ${low} and ${high}`);
}
