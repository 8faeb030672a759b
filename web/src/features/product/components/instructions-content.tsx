import type { VariantView } from '../../../../../shared/catalog/catalog-views';
import { useMessages } from '@/lib/i18n/use-messages';
import { productMessages } from '../messages';

/** The selected variant's activation steps, one paragraph per line. */
export function InstructionsContent({ variant }: { variant: VariantView | null }) {
  const t = useMessages(productMessages);
  const lines = (variant?.activationInstructions ?? '').split(/\n+/).map((l) => l.trim()).filter(Boolean);
  if (lines.length === 0) return <p className="muted">{t('noInstructions')}</p>;
  return (
    <div className="pdp-instructions">
      {lines.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
    </div>
  );
}
