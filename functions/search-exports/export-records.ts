import { stringify } from 'csv-stringify/sync';
import { csvRules } from '../../shared/csv/csv-rules';
import type { CurrencyRates } from '../../shared/money/currency-rates';
import { convertFromUsd } from '../../shared/money/currency-rates';
import type { ExportCurrency, ExportType } from '../../shared/search-exports/export-job';
import type { ExportFilter } from '../../shared/search-exports/export-filter';
import type { SearchHit } from '../../shared/search/search-hit';
import type { SearchLanguage } from '../../shared/search/index-names';

/** What one variant's stored records give an export: its record per chosen language, shaped for the export's type. */
export interface ExportShape {
  exportType: ExportType;
  languages: readonly SearchLanguage[];
  currencies: readonly ExportCurrency[];
  rates: CurrencyRates['rates'] | null;
  filter: ExportFilter;
}

/** A translations-only record: the words a translator or the search service needs per language, nothing else. */
const translationFields = ['objectID', 'product_id', 'variant_id', 'language', 'name', 'slug', 'description'] as const;

/**
 * The index records (the same objects pushed to Algolia) of one variant, one per chosen language, when its English
 * record passes the filter; each full or incremental record also carries its price in every chosen currency.
 */
export function exportRecords(stored: { hit: SearchHit; hits?: Partial<Record<SearchLanguage, SearchHit>> }, shape: ExportShape): Record<string, unknown>[] {
  if (!shape.filter(stored.hit)) return [];
  const out: Record<string, unknown>[] = [];
  for (const language of shape.languages) {
    const hit = stored.hits?.[language] ?? (language === 'en' ? stored.hit : undefined);
    if (!hit) continue;
    if (shape.exportType === 'translations') {
      out.push(Object.fromEntries(translationFields.map((f) => [f, hit[f]])));
      continue;
    }
    out.push({ ...hit, price: pricesOf(hit.price.USD, shape) });
  }
  return out;
}

function pricesOf(usd: number, shape: ExportShape): Record<string, number> {
  const cents = Math.round(usd * 100);
  const prices: Record<string, number> = {};
  for (const currency of shape.currencies) {
    const minor = shape.rates ? convertFromUsd(cents, currency, shape.rates) : currency === 'USD' ? cents : Number.NaN;
    prices[currency] = currency === 'JPY' ? minor : minor / 100;
  }
  return prices;
}

/**
 * The export's CSV: one row per record, nested fields flattened to columns, lists joined with `|`, by the store's CSV
 * rules (a name or description a spreadsheet would run as a formula is shown as text).
 */
export function recordsCsv(records: readonly Record<string, unknown>[], shape: Pick<ExportShape, 'exportType' | 'currencies'>): string {
  const columns =
    shape.exportType === 'translations'
      ? [...translationFields]
      : ['objectID', 'product_id', 'variant_id', 'language', 'name', 'slug', 'product_type', 'platform', 'region', 'face_value', ...shape.currencies.map((c) => `price_${c}`), 'in_stock', 'is_preorder', 'categories', 'rating', 'review_count', 'popularity', 'description'];
  const rows = records.map((r) => columns.map((c) => cell(r, c)));
  return stringify(rows, { header: true, columns, bom: true, ...csvRules });
}

function cell(record: Record<string, unknown>, column: string): string | number | boolean | null {
  if (column.startsWith('price_')) return (record.price as Record<string, number> | undefined)?.[column.slice(6)] ?? null;
  if (column === 'platform' || column === 'region') return (record[column] as { name?: string } | undefined)?.name ?? null;
  if (column === 'categories') return ((record.categories_without_path as string[] | undefined) ?? []).join('|');
  const value = record[column];
  return value === undefined ? null : (value as string | number | boolean | null);
}
