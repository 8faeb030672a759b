import type { TranslatedField, TranslationState } from '../../../../../shared/translations/translation-checks';

export const fieldLabel: Record<TranslatedField, string> = { name: 'Name', description: 'Description', seoTitle: 'SEO title', seoDescription: 'SEO description' };

export const stateLabel: Record<TranslationState, string> = { missing: 'Missing', outdated: 'Outdated', current: 'Current' };

export const stateVariant = { missing: 'danger', outdated: 'warning', current: 'success' } as const;

/** A coverage share as the Overview shows it: 12 of 40 (30%). */
export function coverageText(translated: number, total: number): string {
  const percent = total > 0 ? Math.round((translated / total) * 100) : 0;
  return `${translated.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} (${percent}%)`;
}
