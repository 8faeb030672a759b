import { XMLValidator } from 'fast-xml-parser';
import js2xliff from 'xliff/js2xliff';
import xliff2js from 'xliff/xliff2js';
import { ValidationError } from '../../shared/errors/domain-errors';
import { exchangeJsonSchema, isTranslatedField, type ExchangeDocument, type ExchangeProduct } from '../../shared/translations/translation-exchange';

export type ExchangeFormat = 'xliff' | 'json';

const malformed = (why: string) => new ValidationError(`The file could not be read: ${why}. Nothing was imported.`, { fieldErrors: [{ path: 'body.content', message: why }] });

/** Writes an exchange document as XLIFF 2.0 (a `<file>` per product, a `<unit>` per field) or as its JSON twin. */
export async function writeExchange(doc: ExchangeDocument, format: ExchangeFormat): Promise<string> {
  if (format === 'json') return JSON.stringify({ format: 'neonkeys-translations', ...doc }, null, 2);
  return js2xliff({ sourceLanguage: doc.sourceLanguage, targetLanguage: doc.targetLanguage, resources: doc.products as Record<string, Record<string, { source: string; target: string }>> });
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : value === undefined ? '' : null);

/**
 * Reads an exchange file, refusing it whole when it is not well-formed XLIFF 2.x or JSON of the exchange shape: the
 * import then writes nothing. Units of fields the store does not translate are kept for the report to refuse.
 */
export async function readExchange(content: string, format: ExchangeFormat): Promise<ExchangeDocument & { unknown: { productId: string; field: string }[] }> {
  const unknown: { productId: string; field: string }[] = [];
  if (format === 'json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(content);
    } catch {
      throw malformed('it is not JSON');
    }
    const result = exchangeJsonSchema.safeParse(parsed);
    if (!result.success) throw malformed(result.error.issues.map((i) => `${i.path.join('.') || 'the file'}: ${i.message}`).slice(0, 3).join('; '));
    const products: Record<string, ExchangeProduct> = {};
    for (const [productId, fields] of Object.entries(result.data.products)) {
      products[productId] = {};
      for (const [field, unit] of Object.entries(fields)) {
        if (isTranslatedField(field)) products[productId][field] = unit;
        else unknown.push({ productId, field });
      }
    }
    return { sourceLanguage: result.data.sourceLanguage, targetLanguage: result.data.targetLanguage, products, unknown };
  }
  if (!/<xliff\b/.test(content)) throw malformed('it has no <xliff> element');
  // xml-js, under the xliff converter, reads a truncated document without complaint; a file cut short must not import.
  const wellFormed = XMLValidator.validate(content);
  if (wellFormed !== true) throw malformed(`it is not well-formed XML (line ${wellFormed.err.line}: ${wellFormed.err.msg})`);
  let js: Awaited<ReturnType<typeof xliff2js>>;
  try {
    js = await xliff2js(content, { inlineAsString: true });
  } catch (error) {
    throw malformed(`it is not well-formed XML (${(error as Error).message.split('\n')[0]})`);
  }
  if (!js?.resources) throw malformed('it is not XLIFF 2.0 (no version="2.0" on <xliff>)');
  if (!js.sourceLanguage || !js.targetLanguage) throw malformed('the <xliff> element needs srcLang and trgLang');
  const products: Record<string, ExchangeProduct> = {};
  for (const [productId, units] of Object.entries(js.resources)) {
    products[productId] = {};
    for (const [field, unit] of Object.entries(units)) {
      const source = text(unit.source);
      const target = text(unit.target);
      if (source === null || target === null) throw malformed(`unit '${field}' of file '${productId}' holds markup the store does not keep`);
      if (isTranslatedField(field)) products[productId][field] = { source, target };
      else unknown.push({ productId, field });
    }
  }
  return { sourceLanguage: js.sourceLanguage, targetLanguage: js.targetLanguage, products, unknown };
}
