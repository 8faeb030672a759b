/**
 * The rules of a review, with no schema library, so the storefront's form checks exactly what the API will; the
 * request schema built on them is in review-request.ts.
 */

/** A shopper picks one to five stars; the store keeps the spec's 0–100 rating, twenty points a star. */
export const maxStars = 5;
export const pointsPerStar = 20;

/** The ratings a review may be written with: 20, 40, 60, 80, 100. */
export const reviewRatings: readonly number[] = Array.from({ length: maxStars }, (_, i) => (i + 1) * pointsPerStar);

/** A star choice (1–5) as the stored 0–100 rating. */
export const starsToRating = (stars: number): number => stars * pointsPerStar;

/** Limits of a review's text, in characters after trimming. */
export const reviewLimits = {
  commentMin: 10,
  commentMax: 2000,
  /** Pros and cons each: up to five points of up to 120 characters. */
  pointsMax: 5,
  pointMax: 120,
} as const;

/** Pros or cons typed one per line: each line trimmed, empty lines dropped. */
export function pointsFromText(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export type ReviewDraftProblem = 'rating' | 'commentShort' | 'commentLong' | 'tooManyPoints' | 'pointLong';

export interface ReviewDraft {
  /** 0 while no star is chosen. */
  stars: number;
  comment: string;
  pros: string;
  cons: string;
}

/** What is wrong with a draft, field by field (the first problem of each); an empty object when it can be sent. */
export function draftProblems(draft: ReviewDraft): Partial<Record<'rating' | 'comment' | 'pros' | 'cons', ReviewDraftProblem>> {
  const problems: Partial<Record<'rating' | 'comment' | 'pros' | 'cons', ReviewDraftProblem>> = {};
  if (!Number.isInteger(draft.stars) || draft.stars < 1 || draft.stars > maxStars) problems.rating = 'rating';
  const comment = draft.comment.trim();
  if (comment.length < reviewLimits.commentMin) problems.comment = 'commentShort';
  else if (comment.length > reviewLimits.commentMax) problems.comment = 'commentLong';
  for (const field of ['pros', 'cons'] as const) {
    const points = pointsFromText(draft[field]);
    if (points.length > reviewLimits.pointsMax) problems[field] = 'tooManyPoints';
    else if (points.some((p) => p.length > reviewLimits.pointMax)) problems[field] = 'pointLong';
  }
  return problems;
}
