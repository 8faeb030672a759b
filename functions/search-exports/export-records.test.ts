import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../../shared/search/search-hit';
import { exportRecords, recordsCsv, type ExportShape } from './export-records';

const hit = (language: 'en' | 'es', name: string) =>
  ({ objectID: 'v1', product_id: 'p1', variant_id: 'v1', language, name, slug: 's', description: 'd, with "quotes"', platform: { name: 'Steam', code: 'steam' }, region: { name: 'Global', code: 'GL' }, product_type: 'key', face_value: null, price: { USD: 19.99 }, in_stock: true, is_preorder: false, categories_without_path: ['RPG', 'Action'], rating: 80, review_count: 2, popularity: 5 }) as unknown as SearchHit;
const stored = { hit: hit('en', 'Game'), hits: { en: hit('en', 'Game'), es: hit('es', 'Juego') } };
const shape = (over: Partial<ExportShape> = {}): ExportShape => ({ exportType: 'full', languages: ['en', 'es'], currencies: ['USD', 'EUR', 'JPY'], rates: { USD: 1, EUR: 0.9, GBP: 0.8, JPY: 150, CAD: 1.3, AUD: 1.5 }, filter: () => true, ...over });

describe('export records', () => {
  it('gives one record per chosen language with the price in each chosen currency, yen whole', () => {
    const out = exportRecords(stored, shape());
    expect(out.map((r) => r.name)).toEqual(['Game', 'Juego']);
    expect(out[0]!.price).toEqual({ USD: 19.99, EUR: 17.99, JPY: 2999 });
  });

  it('keeps only the words for a translations export, and nothing when the filter refuses the English record', () => {
    expect(exportRecords(stored, shape({ exportType: 'translations', languages: ['es'] }))).toEqual([{ objectID: 'v1', product_id: 'p1', variant_id: 'v1', language: 'es', name: 'Juego', slug: 's', description: 'd, with "quotes"' }]);
    expect(exportRecords(stored, shape({ filter: () => false }))).toEqual([]);
  });

  it('writes CSV a spreadsheet reads back: quoted commas and quotes, lists joined with |, a column per currency', () => {
    const csv = recordsCsv(exportRecords(stored, shape()), shape());
    const rows = parse(csv, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows[1]).toMatchObject({ name: 'Juego', description: 'd, with "quotes"', categories: 'RPG|Action', price_EUR: '17.99', price_JPY: '2999', platform: 'Steam' });
  });

  it('shows a product name or description that starts like a spreadsheet formula as text', () => {
    const en = { ...hit('en', '=cmd|"/c calc"!A1'), description: '+1-555' } as SearchHit;
    const hostile = { hit: en, hits: { en, es: hit('es', 'Juego') } };
    const csv = recordsCsv(exportRecords(hostile, shape({ languages: ['en'] })), shape({ languages: ['en'] }));
    const rows = parse(csv, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows[0]).toMatchObject({ name: `'=cmd|"/c calc"!A1`, description: "'+1-555" });
  });
});
