import { useMessages } from '@/lib/i18n/use-messages';
import { productMessages } from '../messages';
import { ModalDialog } from './modal-dialog';

interface PreorderDialogProps {
  open: boolean;
  onClose(): void;
  expectedDelivery: string | null;
}

/** What a pre-order means for the buyer (spec §1). */
export function PreorderDialog({ open, onClose, expectedDelivery }: PreorderDialogProps) {
  const t = useMessages(productMessages);
  return (
    <ModalDialog open={open} onClose={onClose} title={t('aboutPreorders')} closeLabel={t('close')}>
      <ul className="pdp-dialog-list">
        <li>{t('preorderPayment')}</li>
        <li>{t('preorderQueue')}</li>
        <li>{t('preorderRefund')}</li>
        <li>{t('preorderCancel')}</li>
      </ul>
      {expectedDelivery && <p className="pdp-expected">{t('expectedDelivery', { date: expectedDelivery })}</p>}
    </ModalDialog>
  );
}
