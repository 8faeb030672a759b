import { checkTranslation } from '../../shared/translations/translation-checks';
import type { ValidationFinding, ValidationReport } from '../../shared/translations/validation-report';
import type { Deps } from '../lib/deps';
import { catalogueLanguage } from './catalogue-language';
import { forListedProducts } from './listed-products';
import { translationRow } from './translation-row';

/** Findings one report lists; the counts above them cover every product read. */
const maxFindings = 200;

/**
 * Validate Translations: every product's fields in a language (up to 2,000 products, a page of 200 at a time), each
 * translation checked for empty, the English unchanged, over length, and tags or placeholders that differ, with the
 * missing and outdated fields counted.
 */
export async function validateTranslations(deps: Pick<Deps, 'store'>, code: string): Promise<ValidationReport> {
  const language = catalogueLanguage(code);
  const report: ValidationReport = { language, products: 0, fields: 0, missing: 0, outdated: 0, findings: [], truncated: false };
  await forListedProducts(deps, (products) => {
    for (const product of products) {
      report.products += 1;
      for (const f of translationRow(product, language).fields) {
        if (f.state === null) continue;
        if (f.state === 'missing') {
          report.missing += 1;
          continue;
        }
        report.fields += 1;
        if (f.state === 'outdated') report.outdated += 1;
        for (const finding of checkTranslation(f.field, f.source, f.translated)) {
          if (report.findings.length >= maxFindings) report.truncated = true;
          else report.findings.push({ productId: product.productId, productName: product.name, field: f.field, ...finding } satisfies ValidationFinding);
        }
      }
    }
  });
  return report;
}
