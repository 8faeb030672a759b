import { requirementLabel, requirementValue } from '@/lib/i18n/catalog-terms';
import { useMessages } from '@/lib/i18n/use-messages';
import { usePreferences } from '@/lib/preferences';
import { productMessages } from '../messages';
import { SpecList } from './spec-list';

/** Preferred order of the usual requirement rows; any others follow alphabetically. */
const order = ['OS', 'Processor', 'Memory', 'Graphics', 'DirectX', 'Storage'];
const rank = (key: string) => {
  const index = order.indexOf(key);
  return index === -1 ? order.length : index;
};

export function RequirementsTable({ requirements }: { requirements: Record<string, string> }) {
  const t = useMessages(productMessages);
  const { language } = usePreferences();
  const rows = Object.entries(requirements).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
  if (rows.length === 0) return <p className="muted">{t('noRequirements')}</p>;
  return <SpecList rows={rows.map(([label, value]) => [requirementLabel(label, language), requirementValue(value, language)])} />;
}
