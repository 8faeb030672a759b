import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { ReviewPosted } from '../../../../../shared/reviews/review-views';
import { Button, buttonVariants } from '@/components/ui/button';
import { getHref } from '@/config/paths';
import { useSession } from '@/lib/auth/use-session';
import { useMessages } from '@/lib/i18n/use-messages';
import { usePreferences } from '@/lib/preferences';
import { toast } from '@/lib/toast-store';
import { useReviewCache } from '../api/review-cache';
import { useReviewEligibility } from '../api/use-review-eligibility';
import { productMessages } from '../messages';
import { reviewMessages } from '../review-messages';
import { formatDate } from '../utils/locale-format';
import { ModalDialog } from './modal-dialog';
import { ReviewForm, type ReviewRefusal } from './review-form';

/**
 * 'LEAVE A REVIEW', as each shopper may use it: signed out (or not known yet, as on the server), it leads to sign-in
 * and back here; a buyer gets the form; anyone else is told why they cannot review.
 */
export function LeaveReview({ productId }: { productId: string }) {
  const t = useMessages(reviewMessages);
  const tp = useMessages(productMessages);
  const { language } = usePreferences();
  const { pathname, search } = useLocation();
  const session = useSession();
  const userId = session.status === 'signedIn' ? session.user.userId : null;
  const eligibility = useReviewEligibility(productId, userId);
  const cache = useReviewCache();
  const [open, setOpen] = useState(false);

  if (!userId) {
    return (
      <Link to={getHref('auth', { next: `${pathname}${search}` })} className={buttonVariants.secondary} title={tp('leaveReviewHint')}>
        {tp('leaveReview')}
      </Link>
    );
  }

  const answer = eligibility.data;
  if (answer?.status === 'not-bought') return <p className="pdp-review-note">{t('notBought')}</p>;
  if (answer?.status === 'reviewed') {
    const { review } = answer;
    return (
      <p className="pdp-review-note">
        {t('reviewedOn', { date: formatDate(review.date, language) ?? '' })}
        {review.hidden && ` ${t('reviewHiddenNote')}`}
      </p>
    );
  }

  const posted = async ({ review, ...figures }: ReviewPosted) => {
    setOpen(false);
    toast({ title: t('posted'), variant: 'success' });
    await Promise.all([cache.posted(productId, review, figures), eligibility.mutate({ status: 'reviewed', review: { ...review, hidden: false } }, { revalidate: false })]);
  };
  const refused = async (reason: ReviewRefusal) => {
    setOpen(false);
    toast({ title: reason === 'not-bought' ? t('notBought') : t('alreadyReviewed'), variant: 'destructive' });
    await eligibility.mutate();
  };

  // While the answer is on its way the button waits; if it cannot be had, the form opens and the server decides.
  return (
    <>
      <Button variant="secondary" disabled={eligibility.isLoading} aria-busy={eligibility.isLoading} onClick={() => setOpen(true)}>
        {tp('leaveReview')}
      </Button>
      <ModalDialog open={open} onClose={() => setOpen(false)} title={t('formTitle')} closeLabel={t('close')}>
        <ReviewForm productId={productId} onPosted={(p) => void posted(p)} onRefused={(r) => void refused(r)} onCancel={() => setOpen(false)} />
      </ModalDialog>
    </>
  );
}
