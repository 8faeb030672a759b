import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const webSrc = resolve(import.meta.dirname, '../..');
// What the page renderer renders for the server-rendered pages: the shell around every page and each page's component.
// Only static imports are followed: a lazy chunk (the signed-in user menu, the cart drawer) renders in the browser only.
const entries = [
  'app/shell/app-layout.tsx',
  'features/catalog/components/home-page.tsx',
  'features/product/components/product-page.tsx',
  'features/search/components/browse-page.tsx',
];

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? join(webSrc, specifier.slice(2)) : specifier.startsWith('.') ? resolve(dirname(from), specifier) : null;
  if (base === null) return null; // a package
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) if (existsSync(candidate) && /\.(tsx?|css)$/.test(candidate)) return candidate;
  return null;
}

/** Every stylesheet a module imports, directly or through the modules it imports statically. */
function stylesheetsReachedFrom(entry: string): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const stack = [join(webSrc, entry)];
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/^(?:import|export)\s(?:[^'";]*?\sfrom\s)?\s*['"]([^'"]+)['"]/gm)) {
      const target = specifier && resolveImport(file, specifier);
      if (!target) continue;
      if (target.endsWith('.css')) found.push(`${file.slice(webSrc.length + 1)} imports ${specifier}`);
      else if (!/\.test\.tsx?$/.test(target)) stack.push(target);
    }
  }
  return found;
}

describe('the server-rendered pages', () => {
  // Node (the page renderer locally, under tsx) cannot import a stylesheet, so the render fails and the page is served as
  // the error screen; and a server-rendered page must be styled before any chunk loads. Their styles live in styles.css.
  it.each(entries)('%s reaches no stylesheet import', (entry) => {
    expect(stylesheetsReachedFrom(entry)).toEqual([]);
  });

  it('would notice one (the check itself works)', () => {
    expect(stylesheetsReachedFrom('features/cart/components/cart-page.tsx')).toContain("features/cart/components/cart-page.tsx imports ../cart.css");
  });
});
