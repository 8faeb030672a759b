import type { ProductType } from '../../../../../shared/catalog/product';
import { useMessages } from '@/lib/i18n/use-messages';
import { productMessages } from '../messages';
import { useTypeWording } from '../type-wording/use-type-wording';
import { ModalDialog } from './modal-dialog';

interface PreorderDialogProps {
  open: boolean;
  onClose(): void;
  expectedDelivery: string | null;
  productType: ProductType;
}

/** What a pre-order means for the buyer (spec §1). */
export function PreorderDialog({ open, onClose, expectedDelivery, productType }: PreorderDialogProps) {
  const t = useMessages(productMessages);
  const wording = useTypeWording(productType);
  return (
    <ModalDialog open={open} onClose={onClose} title={t('aboutPreorders')} closeLabel={t('close')}>
      <ul className="pdp-dialog-list">
        <li>{t('preorderPayment')}</li>
        <li>{wording.preorderQueue}</li>
        <li>{t('preorderRefund')}</li>
        <li>{wording.preorderCancel}</li>
      </ul>
      {expectedDelivery && <p className="pdp-expected">{t('expectedDelivery', { date: expectedDelivery })}</p>}
    </ModalDialog>
  );
}
