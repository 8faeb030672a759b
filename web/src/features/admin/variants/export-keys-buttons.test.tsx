import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { PreferencesProvider } from '@/lib/preferences';
import type { KeyExportPage } from '../../../../../shared/inventory/inventory-views';
import { ExportKeysButtons, joinExportPages } from './export-keys-buttons';

const render = (canDecrypt: boolean) =>
  renderToString(
    <PreferencesProvider>
      <ExportKeysButtons variantId="v-1" canDecrypt={canDecrypt} />
    </PreferencesProvider>,
  );

describe('the key export buttons', () => {
  it('offer an admin the masked and the decrypted export', () => {
    const html = render(true);

    expect(html).toMatch(/role="group" aria-label="Export keys"/);
    expect(html).toContain('>Export CSV</button>');
    expect(html).toContain('>Export decrypted CSV</button>');
  });

  it('offer only the masked export when the caller may not decrypt', () => {
    const html = render(false);

    expect(html).toContain('>Export CSV</button>');
    expect(html).not.toContain('decrypted');
  });

  it('join every page of an export into one file, following each page’s cursor', async () => {
    const pages: Record<string, KeyExportPage> = {
      first: { csv: 'key_id,status\r\nk1,available\r\n', keys: 1, decrypted: false, fileName: 'keys-v-1-masked-2026-11-24.csv', nextCursor: 'c2' },
      c2: { csv: 'k2,sold\r\n', keys: 1, decrypted: false, fileName: 'keys-v-1-masked-2026-11-24.csv', nextCursor: 'c3' },
      c3: { csv: 'k3,available\r\n', keys: 1, decrypted: false, fileName: 'keys-v-1-masked-2026-11-24.csv', nextCursor: null },
    };
    const page = vi.fn(async (cursor: string | undefined) => pages[cursor ?? 'first']!);

    const file = await joinExportPages(page);

    expect(page.mock.calls.map(([cursor]) => cursor)).toEqual([undefined, 'c2', 'c3']);
    expect(file).toEqual({ csv: 'key_id,status\r\nk1,available\r\nk2,sold\r\nk3,available\r\n', keys: 3, fileName: 'keys-v-1-masked-2026-11-24.csv' });
  });
});
