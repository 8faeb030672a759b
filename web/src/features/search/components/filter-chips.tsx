import { useMessages } from '@/lib/i18n/use-messages';
import { searchMessages } from '../messages';

export interface FilterChip {
  /** The address parameter the chip stands for. */
  param: string;
  label: string;
}

/** The active filters, each with a button that removes it. */
export function FilterChips({ chips, onRemove }: { chips: readonly FilterChip[]; onRemove(param: string): void }) {
  const t = useMessages(searchMessages);
  if (chips.length === 0) return null;
  return (
    <ul className="search-chips" aria-label={t('activeFilters')}>
      {chips.map((chip) => (
        <li key={chip.param} className="search-chip" data-testid="filter-chip">
          {chip.label}
          <button type="button" aria-label={t('removeFilter', { label: chip.label })} onClick={() => onRemove(chip.param)}>
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
