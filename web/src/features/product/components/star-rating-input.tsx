import { useId, useState } from 'react';
import { maxStars } from '../../../../../shared/reviews/review-rules';
import { useMessages } from '@/lib/i18n/use-messages';
import { reviewMessages } from '../review-messages';

export interface StarRatingInputProps {
  value: number;
  onChange(stars: number): void;
  legend: string;
  /** The id of the field's error message, when it has one. */
  errorId?: string | undefined;
}

/**
 * One to five stars as a native radio group: arrow keys move and choose, each star is named ("4 stars"), and the
 * stars up to the one pointed at or chosen light up.
 */
export function StarRatingInput({ value, onChange, legend, errorId }: StarRatingInputProps) {
  const t = useMessages(reviewMessages);
  const name = useId();
  const [pointed, setPointed] = useState(0);
  const lit = pointed || value;
  return (
    <fieldset className="review-stars" aria-describedby={errorId} onPointerLeave={() => setPointed(0)}>
      <legend>{legend}</legend>
      <div className="review-stars-row">
        {Array.from({ length: maxStars }, (_, i) => i + 1).map((stars) => (
          <label key={stars} className={stars <= lit ? 'review-star is-lit' : 'review-star'} onPointerEnter={() => setPointed(stars)}>
            <input type="radio" name={name} value={stars} checked={value === stars} onChange={() => onChange(stars)} className="visually-hidden" />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{stars === 1 ? t('starOne') : t('starOther', { count: stars })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
