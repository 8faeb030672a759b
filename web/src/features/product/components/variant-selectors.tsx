import { useMessages } from '@/lib/i18n/use-messages';
import type { useVariantSelection } from '../hooks/use-variant-selection';
import { productMessages } from '../messages';
import { OptionGroup } from './option-group';

type Selection = ReturnType<typeof useVariantSelection>;

/**
 * Platform, region and the type's option (a key's edition, a gift card's face value, a subscription's duration…),
 * named by `optionName`. A selector shows only when there is a choice; a single option is still named, as fixed text.
 */
export function VariantSelectors({ selection, optionName }: { selection: Selection; optionName: string }) {
  const t = useMessages(productMessages);
  const editionLegend = optionName;
  const single = selection.editions.length === 1 ? selection.editions[0] : undefined;
  return (
    <div className="pdp-selectors">
      {selection.platforms.length > 1 && (
        <OptionGroup legend={t('platform')} name="platform" options={selection.platforms} value={selection.platform} onChange={(v) => selection.choose('platform', v)} />
      )}
      {selection.regions.length > 1 && (
        <OptionGroup legend={t('region')} name="region" options={selection.regions} value={selection.region} onChange={(v) => selection.choose('region', v)} />
      )}
      {selection.editions.length > 1 && (
        <OptionGroup legend={editionLegend} name="edition" options={selection.editions} value={selection.edition} onChange={(v) => selection.choose('edition', v)} />
      )}
      {single && (
        <p className="pdp-fixed-option">
          <span className="muted">{editionLegend}: </span>
          <strong>{single.label}</strong>
        </p>
      )}
    </div>
  );
}
