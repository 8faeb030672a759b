import { useId, useRef, useState, type FormEvent } from 'react';
import type { ReviewPosted } from '../../../../../shared/reviews/review-views';
import { draftProblems, pointsFromText, reviewLimits, starsToRating, type ReviewDraft, type ReviewDraftProblem } from '../../../../../shared/reviews/review-rules';
import { Button } from '@/components/ui/button';
import { apiSend } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { useMessages } from '@/lib/i18n/use-messages';
import { reviewMessages } from '../review-messages';
import { StarRatingInput } from './star-rating-input';

type Field = 'rating' | 'comment' | 'pros' | 'cons';
type Problems = Partial<Record<Field, ReviewDraftProblem | 'invalidText'>>;

/** Why the server refused, when it is something the shopper should be told rather than a field to fix. */
export type ReviewRefusal = 'not-bought' | 'already-reviewed';

export interface ReviewFormProps {
  productId: string;
  onPosted(posted: ReviewPosted): void;
  onRefused(reason: ReviewRefusal): void;
  onCancel(): void;
}

/** The review form: stars, the review, pros and cons, checked here by the same rules the API applies. */
export function ReviewForm({ productId, onPosted, onRefused, onCancel }: ReviewFormProps) {
  const t = useMessages(reviewMessages);
  const id = useId();
  const [draft, setDraft] = useState<ReviewDraft>({ stars: 0, comment: '', pros: '', cons: '' });
  const [problems, setProblems] = useState<Problems>({});
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const edit = (change: Partial<ReviewDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    // A field being fixed stops being flagged; the summary goes once nothing is.
    const fields = Object.keys(change).map((key) => (key === 'stars' ? 'rating' : key) as Field);
    setProblems((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field as Field))));
  };

  const messageOf = (problem: ReviewDraftProblem | 'invalidText'): string =>
    ({
      rating: t('errRating'),
      commentShort: t('errCommentShort', { min: reviewLimits.commentMin }),
      commentLong: t('errCommentLong', { max: reviewLimits.commentMax }),
      tooManyPoints: t('errTooManyPoints', { count: reviewLimits.pointsMax }),
      pointLong: t('errPointLong', { max: reviewLimits.pointMax }),
      invalidText: t('errInvalidText'),
    })[problem];

  const show = (found: Problems) => {
    setProblems(found);
    // Focus the first field to fix, after React has marked it invalid.
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[aria-describedby] input')?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    const found = draftProblems(draft);
    if (Object.keys(found).length > 0) return show(found);
    setProblems({});
    setBusy(true);
    try {
      const body = { rating: starsToRating(draft.stars), comment: draft.comment.trim(), pros: pointsFromText(draft.pros), cons: pointsFromText(draft.cons) };
      onPosted(await apiSend('POST', '/api/products/{productId}/reviews', { params: { productId }, body }));
    } catch (error) {
      if (isApiError(error) && error.status === 403) return onRefused('not-bought');
      if (isApiError(error) && error.status === 409) return onRefused('already-reviewed');
      const fields = isApiError(error) && error.status === 400 ? fieldsOf(error.fieldErrors.map((e) => e.path)) : [];
      if (fields.length > 0) show(Object.fromEntries(fields.map((f) => [f, f === 'rating' ? 'rating' : 'invalidText'])));
      else setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const errorId = (field: Field) => (problems[field] ? `${id}-${field}-error` : undefined);
  const describedBy = (field: Field, hint: string) => [hint, errorId(field)].filter(Boolean).join(' ');
  const error = (field: Field) =>
    problems[field] && (
      <p className="field-error" id={errorId(field)}>
        {messageOf(problems[field])}
      </p>
    );
  const hasProblems = Object.keys(problems).length > 0;

  return (
    <form ref={form} className="review-form" noValidate aria-busy={busy} onSubmit={(event) => void submit(event)}>
      <p role="alert" className="field-error review-form-alert">
        {hasProblems ? t('errorSummary') : failed ? t('postFailed') : ''}
      </p>
      <StarRatingInput value={draft.stars} onChange={(stars) => edit({ stars })} legend={t('ratingLegend')} errorId={errorId('rating')} />
      {error('rating')}
      <div className="field">
        <label htmlFor={`${id}-comment`}>{t('commentLabel')}</label>
        <textarea
          id={`${id}-comment`}
          rows={5}
          value={draft.comment}
          onChange={(e) => edit({ comment: e.target.value })}
          aria-required="true"
          aria-invalid={problems.comment ? true : undefined}
          aria-describedby={describedBy('comment', `${id}-comment-hint`)}
        />
        <p className="field-hint" id={`${id}-comment-hint`}>
          {t('commentHint', { min: reviewLimits.commentMin, max: reviewLimits.commentMax })}
        </p>
        {error('comment')}
      </div>
      {(['pros', 'cons'] as const).map((field) => (
        <div className="field" key={field}>
          <label htmlFor={`${id}-${field}`}>{field === 'pros' ? t('prosLabel') : t('consLabel')}</label>
          <textarea
            id={`${id}-${field}`}
            rows={3}
            value={draft[field]}
            onChange={(e) => edit({ [field]: e.target.value })}
            aria-invalid={problems[field] ? true : undefined}
            aria-describedby={describedBy(field, `${id}-points-hint`)}
          />
          {error(field)}
        </div>
      ))}
      <p className="field-hint" id={`${id}-points-hint`}>
        {t('pointsHint', { count: reviewLimits.pointsMax })}
      </p>
      <div className="review-form-actions">
        <Button type="submit" disabled={busy}>
          {busy ? t('submitting') : t('submit')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The form fields a 400's field errors name (`body.comment`, `body.pros.2`, …). */
function fieldsOf(paths: string[]): Field[] {
  const fields = new Set<Field>();
  for (const path of paths) {
    const field = path.split('.')[1];
    if (field === 'rating' || field === 'comment' || field === 'pros' || field === 'cons') fields.add(field);
  }
  return [...fields];
}
