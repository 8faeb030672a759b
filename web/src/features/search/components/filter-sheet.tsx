import { useState } from 'react';
import { componentMessages } from '@/components/messages';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import { useMessages } from '@/lib/i18n/use-messages';
import { searchMessages } from '../messages';
import { FacetsPanel, type FacetsPanelProps } from './facets-panel';

interface FilterSheetProps extends Omit<FacetsPanelProps, 'placement'> {
  /** Filters the shopper chose (the page's own pin aside), shown on the button. */
  activeCount: number;
  /** Products the current filters leave, for the sheet's 'Show N results'. */
  resultCount: number | null;
  onClear(): void;
}

/**
 * Phones: the facets live in a sheet behind a 'Filters' button, so the first result sits near the top of the page.
 * Choices apply at once (the results behind update); the footer clears them or closes the sheet on the results.
 * The sheet is the native modal dialog: focus stays inside, Escape closes it, its heading labels it.
 */
export function FilterSheet({ activeCount, resultCount, onClear, ...panel }: FilterSheetProps) {
  const t = useMessages(searchMessages);
  const common = useMessages(componentMessages);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" className="search-filters-button" aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="filters-button">
        {activeCount > 0 ? t('filtersWithCount', { count: activeCount }) : t('filters')}
      </Button>
      <Sheet open={open} onClose={() => setOpen(false)} title={t('filters')} closeLabel={common('close')} side="right" className="filter-sheet">
        <FacetsPanel {...panel} placement="sheet" />
        <div className="filter-sheet-actions">
          <Button variant="secondary" onClick={onClear} disabled={activeCount === 0}>
            {t('clearFilters')}
          </Button>
          <Button onClick={() => setOpen(false)}>{resultCount === 1 ? t('showResultsOne') : t('showResults', { count: resultCount ?? 0 })}</Button>
        </div>
      </Sheet>
    </>
  );
}
