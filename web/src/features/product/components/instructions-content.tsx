import type { VariantView } from '../../../../../shared/catalog/catalog-views';
import type { TypeWording } from '../type-wording/use-type-wording';

/** The selected variant's activation steps, one paragraph per line. */
export function InstructionsContent({ variant, wording }: { variant: VariantView | null; wording: TypeWording }) {
  const lines = (variant?.activationInstructions ?? '').split(/\n+/).map((l) => l.trim()).filter(Boolean);
  if (lines.length === 0) return <p className="muted">{wording.noInstructions}</p>;
  return (
    <div className="pdp-instructions">
      {lines.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
    </div>
  );
}
