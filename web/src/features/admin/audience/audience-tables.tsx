import { useMemo } from 'react';
import type { NewsletterStanding, NotifyRequestRow, NotifyVariantCount, SubscriberRow } from '../../../../../shared/audience/audience-views';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { columnsFor, DataTable } from '../ui/data-table';
import { exactTime, relativeTime } from '../ui/relative-time';
import type { AudienceT, AudienceWordKey } from './wording';

interface Words {
  t: AudienceT;
}

const standingKey: Record<NewsletterStanding, AudienceWordKey> = { subscribed: 'standingSubscribed', unsubscribed: 'standingUnsubscribed', none: 'standingNone' };
const standingTone: Record<NewsletterStanding, BadgeVariant> = { subscribed: 'success', unsubscribed: 'warning', none: 'neutral' };
const sourceKey: Partial<Record<string, AudienceWordKey>> = { footer: 'sourceFooter' };

/** A stored time as the back office's other lists show one (orders, users): relative, the exact one on hover, in English. */
function Time({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={exactTime(iso)}>
      {relativeTime(iso)}
    </time>
  );
}

/** 'Steam – Global – Deluxe Edition', as the variant filter names a variant. */
export function variantName(v: Pick<NotifyVariantCount, 'productName' | 'platformName' | 'regionName' | 'edition'>, t: AudienceT): string {
  return `${v.productName} (${[v.platformName, v.regionName, v.edition ?? t('standardEdition')].join(' – ')})`;
}

/** The variants people wait for, most requests first, each with a way to its requests. */
export function VariantCountsTable({ variants, t, onShow }: Words & { variants: NotifyVariantCount[]; onShow(variantId: string): void }) {
  const columns = useMemo(() => {
    const col = columnsFor<NotifyVariantCount>();
    return col.columns([
      col.accessor('productName', { header: t('product') }),
      col.accessor('platformName', { header: t('platform') }),
      col.accessor('regionName', { header: t('region') }),
      col.accessor((v) => v.edition ?? t('standardEdition'), { id: 'edition', header: t('edition') }),
      col.accessor('waiting', { header: t('waiting') }),
      col.display({
        id: 'actions',
        header: () => <span className="sr-only">{t('showRequests')}</span>,
        cell: ({ row: { original: v } }) => (
          <Button variant="ghost" className="btn-small" onClick={() => onShow(v.variantId)}>
            {t('showRequests')}
          </Button>
        ),
      }),
    ]);
  }, [t, onShow]);
  return <DataTable columns={columns} data={variants} caption={t('variantsCaption')} getRowId={(v) => v.variantId} empty={t('noVariants')} />;
}

/** The consenting subscribers of one page: e-mail, when and where they consented. */
export function SubscribersTable({ items, t }: Words & { items: SubscriberRow[] }) {
  const columns = useMemo(() => {
    const col = columnsFor<SubscriberRow>();
    return col.columns([
      col.accessor('email', { header: t('email') }),
      col.accessor('consentedAt', { header: t('consentedAt'), cell: (c) => <Time iso={c.getValue()} /> }),
      col.accessor('source', { header: t('source'), cell: (c) => (sourceKey[c.getValue()] ? t(sourceKey[c.getValue()]!) : c.getValue()) }),
    ]);
  }, [t]);
  return <DataTable columns={columns} data={items} caption={t('subscribersCaption')} getRowId={(s) => s.email} empty={t('noSubscribers')} />;
}

/** The "notify me" requests of one page, each with its variant and whether the person is still on the newsletter. */
export function NotifyRequestsTable({ items, t }: Words & { items: NotifyRequestRow[] }) {
  const columns = useMemo(() => {
    const col = columnsFor<NotifyRequestRow>();
    return col.columns([
      col.accessor('requestedAt', { header: t('requestedAt'), cell: (c) => <Time iso={c.getValue()} /> }),
      col.accessor('email', { header: t('email') }),
      col.accessor('productName', { header: t('product') }),
      col.accessor('platformName', { header: t('platform') }),
      col.accessor('regionName', { header: t('region') }),
      col.accessor((r) => r.edition ?? t('standardEdition'), { id: 'edition', header: t('edition') }),
      col.accessor('newsletter', {
        header: t('newsletter'),
        cell: (c) => (
          <Badge variant={standingTone[c.getValue()]} data-standing={c.getValue()}>
            {t(standingKey[c.getValue()])}
          </Badge>
        ),
      }),
    ]);
  }, [t]);
  return <DataTable columns={columns} data={items} caption={t('requestsCaption')} getRowId={(r) => `${r.variantId}#${r.email}`} empty={t('noRequests')} />;
}
