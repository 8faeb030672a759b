import { invalidRequest } from './stripe-fault';

/** A form-encoded Stripe request after bracket expansion: `a[b][0]=x` is `{ a: { b: { 0: 'x' } } }`. */
export type FormValue = string | FormObject;
export type FormObject = { [key: string]: FormValue };

const maxDepth = 8;

/**
 * Expands Stripe's bracket notation (`line_items[0][price_data][unit_amount]=500`, `expand[]=x`) into nested objects.
 * Lists stay objects keyed by index (`[]` takes the next one); `readList` orders them. The objects have no prototype,
 * so a key such as `__proto__` is just a key.
 */
export function parseForm(text: string): FormObject {
  const root: FormObject = Object.create(null);
  for (const [name, value] of new URLSearchParams(text)) {
    const path = splitName(name);
    let node = root;
    path.forEach((segment, i) => {
      const key = segment === '' ? String(Object.keys(node).length) : segment;
      if (i === path.length - 1) {
        if (typeof node[key] === 'object') throw invalidRequest(`Invalid value for ${name}: it is also given nested keys.`, name);
        node[key] = value;
        return;
      }
      const next = node[key] ?? Object.create(null);
      if (typeof next === 'string') throw invalidRequest(`Invalid value for ${name}: ${path.slice(0, i + 1).join('.')} is not an object.`, name);
      node = node[key] = next;
    });
  }
  return root;
}

function splitName(name: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!match) throw invalidRequest(`Invalid parameter name: ${name}`, name);
  const segments = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
  if (segments.length > maxDepth) throw invalidRequest(`Parameter ${name} is nested too deeply.`, name);
  return segments;
}
