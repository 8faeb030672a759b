import { randomUUID } from 'node:crypto';

/** `count` fresh keys shaped like a real retail key (five groups of five), unique across runs. */
export function freshKeys(count: number): string[] {
  return Array.from({ length: count }, () => {
    const hex = randomUUID().replaceAll('-', '').toUpperCase();
    return `${hex.slice(0, 5)}-${hex.slice(5, 10)}-${hex.slice(10, 15)}-${hex.slice(15, 20)}-${hex.slice(20, 25)}`;
  });
}

/** A variant's counter and the number of its keys that are available, as the admin API shows them. */
export async function variantStock(base: string, admin: string, productId: string, variantId: string): Promise<{ counter: number; stored: number }> {
  const headers = { authorization: `Bearer ${admin}` };
  const detail = (await (await fetch(`${base}/api/admin/products/${productId}`, { headers })).json()) as { variants?: { variantId: string; availableKeys: number }[] };
  const counter = detail.variants?.find((v) => v.variantId === variantId)?.availableKeys ?? Number.NaN;
  let stored = 0;
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `?limit=100&cursor=${encodeURIComponent(cursor)}` : '?limit=100';
    const page = (await (await fetch(`${base}/api/admin/variants/${variantId}/keys${query}`, { headers })).json()) as { items: { status: string }[]; nextCursor: string | null };
    stored += page.items.filter((k) => k.status === 'available').length;
    cursor = page.nextCursor;
  } while (cursor);
  return { counter, stored };
}

/** POSTs `keys` to the variant's import route and times the round trip. */
export async function importOnce(
  base: string,
  admin: string,
  variantId: string,
  keys: readonly string[],
): Promise<{ ms: number; bodyBytes: number; imported: number; availableKeys: number; refused: number; message: string }> {
  const body = JSON.stringify({ keys });
  const started = performance.now();
  const res = await fetch(`${base}/api/admin/variants/${variantId}/keys`, { method: 'POST', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' }, body });
  const text = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 201) throw new Error(`the import answered ${res.status}: ${text.slice(0, 500)}`);
  const answer = JSON.parse(text) as { imported: number; availableKeys: number; refused: unknown[]; message: string };
  return { ms, bodyBytes: Buffer.byteLength(body), imported: answer.imported, availableKeys: answer.availableKeys, refused: answer.refused.length, message: answer.message };
}
