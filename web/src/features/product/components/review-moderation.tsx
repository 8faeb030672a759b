import { useState } from 'react';
import type { StaffReviewView } from '../../../../../shared/reviews/review-views';
import { Button } from '@/components/ui/button';
import { apiSend } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n/use-messages';
import { usePreferences } from '@/lib/preferences';
import { toast } from '@/lib/toast-store';
import { useReviewCache } from '../api/review-cache';
import { reviewMessages } from '../review-messages';
import { formatDate } from '../utils/locale-format';

/** Staff's control on one review: Hide (after a confirmation) or Show again, and when it was hidden. */
export function ReviewModeration({ productId, review }: { productId: string; review: StaffReviewView }) {
  const t = useMessages(reviewMessages);
  const { language } = usePreferences();
  const cache = useReviewCache();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const change = async (hidden: boolean) => {
    setBusy(true);
    try {
      const { review: changed, reviewCount, averageRating } = await apiSend('PUT', '/api/admin/reviews/{reviewId}/visibility', { params: { reviewId: review.reviewId }, body: { hidden } });
      setConfirming(false);
      toast({ title: hidden ? t('hiddenDone') : t('shownDone'), variant: 'success' });
      await cache.moderated(productId, changed, { reviewCount, averageRating });
    } catch {
      toast({ title: t('moderationFailed'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  if (review.hidden) {
    return (
      <div className="pdp-review-moderation">
        <span className="muted">{t('hiddenOn', { date: formatDate(review.hiddenAt, language) ?? '' })}</span>
        <Button variant="ghost" disabled={busy} onClick={() => void change(false)}>
          {t('show')}
        </Button>
      </div>
    );
  }
  if (confirming) {
    return (
      <div className="pdp-review-moderation" role="group" aria-label={t('confirmHideAction')}>
        <span>{t('confirmHide')}</span>
        <Button variant="secondary" disabled={busy} onClick={() => void change(true)} autoFocus>
          {t('confirmHideAction')}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={() => setConfirming(false)}>
          {t('cancel')}
        </Button>
      </div>
    );
  }
  return (
    <div className="pdp-review-moderation">
      <Button variant="ghost" onClick={() => setConfirming(true)}>
        {t('hide')}
      </Button>
    </div>
  );
}
