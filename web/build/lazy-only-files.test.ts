import { describe, expect, it } from 'vitest';
import { lazyOnlyFiles, type BuiltChunk, type BuiltOutput } from './lazy-only-files';

type Links = Partial<Pick<BuiltChunk, 'imports' | 'dynamicImports' | 'isEntry'>>;

const chunk = (fileName: string, facade: string | null, links: Links = {}, css: string[] = []): BuiltChunk => ({
  type: 'chunk',
  fileName,
  facadeModuleId: facade,
  isEntry: links.isEntry ?? false,
  imports: links.imports ?? [],
  dynamicImports: links.dynamicImports ?? [],
  viteMetadata: { importedCss: new Set(css) },
});

const output = (...chunks: BuiltChunk[]): BuiltOutput => Object.fromEntries(chunks.map((c) => [c.fileName, c]));
const backOffice = (id: string) => id.includes('/features/admin/');

describe('lazyOnlyFiles', () => {
  it('leaves out a screen reached only through a dynamic import of a back-office module, with its stylesheet and the chunks only it imports', () => {
    const bundle = output(
      chunk('index.js', '/web/src/main.tsx', { isEntry: true, dynamicImports: ['dashboard.js', 'home.js'] }),
      chunk('home.js', '/web/src/features/catalog/home-page.tsx', { imports: ['shared.js'] }),
      chunk('dashboard.js', '/web/src/features/admin/dashboard-page.tsx', { imports: ['charts.js', 'shared.js'] }, ['dashboard.css']),
      chunk('charts.js', null),
      chunk('shared.js', null, {}, ['shared.css']),
    );

    expect(lazyOnlyFiles(bundle, backOffice)).toEqual(new Set(['dashboard.js', 'dashboard.css', 'charts.js']));
  });

  it('keeps a chunk a back-office screen imports dynamically when a storefront path reaches it too', () => {
    const bundle = output(
      chunk('index.js', '/web/src/main.tsx', { isEntry: true, dynamicImports: ['users.js', 'product.js'] }),
      chunk('users.js', '/web/src/features/admin/users-page.tsx', { dynamicImports: ['phone.js'] }),
      chunk('product.js', '/web/src/features/product/product-page.tsx', { dynamicImports: ['phone.js'] }),
      chunk('phone.js', '/web/src/lib/phone-number.ts'),
    );

    expect(lazyOnlyFiles(bundle, backOffice)).toEqual(new Set(['users.js']));
  });

  it('keeps a back-office module the entry imports statically', () => {
    const bundle = output(chunk('index.js', '/web/src/main.tsx', { isEntry: true, imports: ['guard.js'] }), chunk('guard.js', '/web/src/features/admin/guard.tsx'));

    expect(lazyOnlyFiles(bundle, backOffice)).toEqual(new Set());
  });
});
