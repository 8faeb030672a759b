import * as z from 'zod';
import { safeText } from '../http/safe-text';
import { maxStars, reviewLimits, reviewRatings } from './review-rules';

const point = safeText().trim().min(1, 'A pro or con cannot be empty').max(reviewLimits.pointMax, `Keep each pro or con to ${reviewLimits.pointMax} characters`);
const points = (what: string) => z.array(point).max(reviewLimits.pointsMax, `List at most ${reviewLimits.pointsMax} ${what}`).default([]);

/** A review as the shopper sends it; the author, their name and the date come from the server. */
export const reviewDraftSchema = z.strictObject({
  rating: z
    .number()
    .int()
    .refine((rating) => reviewRatings.includes(rating), `Choose 1 to ${maxStars} stars (a rating of ${reviewRatings.join(', ')})`),
  comment: safeText({ multiline: true })
    .trim()
    .min(reviewLimits.commentMin, `Write at least ${reviewLimits.commentMin} characters`)
    .max(reviewLimits.commentMax, `Keep the review to ${reviewLimits.commentMax} characters`),
  pros: points('pros'),
  cons: points('cons'),
});
export type ReviewDraftBody = z.infer<typeof reviewDraftSchema>;

export const reviewVisibilitySchema = z.strictObject({ hidden: z.boolean() });
