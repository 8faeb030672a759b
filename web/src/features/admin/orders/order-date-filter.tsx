import { useId } from 'react';
import { maxOrderRangeDays } from '../../../../../shared/orders/order-date-range';
import { staffWords } from '../ui/staff-words';
import type { DateFilter } from './local-day-range';
import { orderToolsWording } from './wording';

const t = staffWords(orderToolsWording);

interface OrderDateFilterProps {
  /** The inputs' values, `YYYY-MM-DD` or empty. */
  from: string;
  to: string;
  problem: DateFilter['problem'];
  onChange(next: { from: string; to: string }): void;
}

/** The orders screen's two date inputs (the staff member's local days, both included), with why a range is not applied. */
export function OrderDateFilter({ from, to, problem, onChange }: OrderDateFilterProps) {
  const noteId = useId();
  const invalid = problem === 'reversed' || problem === 'too-long';
  const note = problem === 'incomplete' ? t('bothDates') : problem === 'reversed' ? t('reversed') : problem === 'too-long' ? t('tooLong', { days: maxOrderRangeDays }) : null;
  const described = note ? noteId : undefined;
  return (
    <fieldset className="admin-orders-dates">
      <legend>{t('dateRange')}</legend>
      <label>
        <span>{t('dateFrom')}</span>
        <input type="date" value={from} max={to || undefined} aria-describedby={described} onChange={(e) => onChange({ from: e.currentTarget.value, to })} />
      </label>
      <label>
        <span>{t('dateTo')}</span>
        <input type="date" value={to} min={from || undefined} aria-invalid={invalid || undefined} aria-describedby={described} onChange={(e) => onChange({ from, to: e.currentTarget.value })} />
      </label>
      {(from || to) && (
        <button type="button" className="btn btn-ghost btn-small" onClick={() => onChange({ from: '', to: '' })}>
          {t('clearDates')}
        </button>
      )}
      {note && (
        <p id={noteId} className={invalid ? 'field-error' : 'field-hint'} role={invalid ? 'alert' : undefined}>
          {note}
        </p>
      )}
    </fieldset>
  );
}
