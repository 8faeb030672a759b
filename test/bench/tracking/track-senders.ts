// The load side of `npm run bench:track`, in a process of its own so its timing does not share the store's event loop:
// SENDERS concurrent browsers, each from its own address, each sending BATCHES beacons of 20 events as fast as answered,
// a new session every 25 batches (under the 60-per-minute session window); with INTERVAL_MS each sender sends one beacon
// per interval instead (an open load at a set rate). Prints one JSON line with what happened.
const [base, sendersArg, batchesArg, intervalArg] = process.argv.slice(2);
const senders = Number(sendersArg);
const batches = Number(batchesArg);
const intervalMs = Number(intervalArg ?? 0);
const perSession = 25;
const latencies: number[] = [];
const statuses: Record<string, number> = {};
const sessions: { sessionId: string; accepted: number }[] = [];
const run = `${Date.now().toString(36)}`;

function events(at: number) {
  return Array.from({ length: 20 }, (_, i) => {
    const path = i % 5 === 0 ? `/p/bench-product-${i}` : '/';
    if (i === 0) return { type: 'page_view', at, path, title: 'Bench', referrer: null };
    if (i % 4 === 1) return { type: 'click', at: at + i, path, selector: 'main > button.buy', text: 'Buy now', x: 10, y: 20 };
    if (i % 4 === 2) return { type: 'scroll', at: at + i, path, depth: 25 };
    return { type: 'heartbeat', at: at + i, path };
  });
}

async function sender(n: number) {
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  let session = { sessionId: '', accepted: 0 };
  // Paced senders start spread over one interval, as independent browsers would.
  const origin = performance.now() + (intervalMs * n) / senders;
  for (let b = 0; b < batches; b++) {
    const due = origin + b * intervalMs - performance.now();
    if (intervalMs > 0 && due > 0) await new Promise((r) => setTimeout(r, due));
    if (b % perSession === 0) {
      session = { sessionId: `bench_${run}_${n}_${b / perSession}`, accepted: 0 };
      sessions.push(session);
    }
    const now = Date.now();
    const body = JSON.stringify({ sessionId: session.sessionId, batchId: `b_${run}_${n}_${b}`, sentAt: now, viewport: { width: 1280, height: 800 }, events: events(now) });
    const started = performance.now();
    const res = await fetch(`${base}/api/track`, { method: 'POST', headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': `${address}:443` }, body });
    const answer = (await res.json()) as { accepted?: number };
    latencies.push(performance.now() - started);
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    if (res.status === 202) session.accepted += answer.accepted ?? 0;
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: senders }, (_, n) => sender(n)));
const wallMs = performance.now() - started;
console.log(JSON.stringify({ wallMs, latencies, statuses, sessions }));
export {};
