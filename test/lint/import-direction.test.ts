import { Linter } from 'eslint';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import importDirection from './import-direction.js';

const root = resolve(import.meta.dirname, '../..');

function lint(file: string, code: string): string[] {
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(
    code,
    [{ files: ['**/*.ts', '**/*.tsx'], plugins: { local: importDirection }, rules: { 'local/import-direction': 'error' }, languageOptions: { sourceType: 'module' } }],
    { filename: resolve(root, file) },
  );
  return messages.map((m) => m.message);
}

describe('the import-direction lint rule', () => {
  it.each([
    ['web/src/features/catalog/home.ts', "import { x } from '../../components/ui/button';"],
    ['web/src/app/router.ts', "import { x } from '../features/catalog/home';"],
    ['web/src/features/catalog/home.ts', "import { x } from '../../../../shared/money/price';"],
    ['functions/catalog/list.ts', "import { x } from '../../shared/routes/route-table';"],
    ['local/gateway/local-gateway.ts', "import { x } from '../../functions/lib/http/api-types';"],
    ['functions/search/sync.integration.test.ts', "import { x } from '../../local/queues/queue-poller';"],
  ])('lets %s import downwards', (file, code) => {
    expect(lint(file, code)).toEqual([]);
  });

  it.each([
    ['a feature importing another feature', 'web/src/features/catalog/home.ts', "import { x } from '../product/page';", "feature 'catalog' cannot import feature 'product'"],
    ['a feature importing another through the @/ alias', 'web/src/features/catalog/home.ts', "import { x } from '@/features/product/page';", "feature 'catalog' cannot import feature 'product'"],
    ['lib importing the app shell through the @/ alias', 'web/src/lib/api-client.ts', "import { x } from '@/app/router';", 'cannot import from web/src/app'],
    ['a component importing a feature', 'web/src/components/ui/button.ts', "import { x } from '../../features/catalog/home';", 'cannot import from web/src/features'],
    ['lib importing the app shell', 'web/src/lib/api-client.ts', "import { x } from '../app/router';", 'cannot import from web/src/app'],
    ['the browser importing server code', 'web/src/lib/api-client.ts', "import { x } from '../../../functions/lib/deps';", 'web/ cannot import server code'],
    ['domain code doing I/O', 'shared/catalog/rule.ts', "import { readFile } from 'node:fs';", 'shared/ has no I/O'],
    ['a handler importing a one-machine twin', 'functions/lib/deps.ts', "import { x } from '../../local/identity/credential-store';", 'cannot import the one-machine twins in local/'],
    ['infrastructure importing a one-machine twin', 'infra/api.ts', "import { x } from '../local/gateway/local-gateway';", 'cannot import the one-machine twins in local/'],
    ['the browser importing a one-machine twin', 'web/src/lib/api-client.ts', "import { x } from '../../../local/runtime/free-port';", 'cannot import the one-machine twins in local/'],
    ['domain code importing a handler', 'shared/catalog/rule.ts', "import { x } from '../../functions/lib/deps';", 'shared/ is pure domain code'],
  ])('refuses %s', (_, file, code, message) => {
    expect(lint(file, code).join('\n')).toContain(message);
  });
});
