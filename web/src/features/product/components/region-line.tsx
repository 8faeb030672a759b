import type { VariantView } from '../../../../../shared/catalog/catalog-views';
import { GlobeIcon } from '@/components/icons';
import { useMessages } from '@/lib/i18n/use-messages';
import { useGeo } from '../api/use-geo';
import { productMessages } from '../messages';
import { regionNotice } from '../utils/region-notice';

/** Where the selected key activates, with the spec's warnings for the visitor's country. */
export function RegionLine({ region }: { region: VariantView['region'] }) {
  const t = useMessages(productMessages);
  const { data: geo } = useGeo();
  const notice = regionNotice(region, geo);
  const warning = notice.kind === 'incompatible' || notice.kind === 'restricted';
  const text =
    notice.kind === 'incompatible'
      ? t('regionIncompatible', { country: notice.country })
      : notice.kind === 'restricted'
        ? t('regionRestricted')
        : notice.kind === 'only'
          ? t('regionOnly', { region: notice.region })
          : t('regionGlobal');
  return (
    <p className={warning ? 'pdp-note pdp-note-warning' : 'pdp-note'} data-testid="region-notice" role={warning ? 'alert' : undefined}>
      <GlobeIcon />
      <span>{text}</span>
    </p>
  );
}
