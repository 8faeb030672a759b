// The stars are the store's one rating display (components/rating-stars.tsx); reviews here use the same.
export { RatingStars } from '@/components/rating-stars';
