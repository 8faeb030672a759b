import { ulid } from 'ulid';
import { changedFields } from '../../shared/audit/staff-audit';
import { ConflictError, NotFoundError } from '../../shared/errors/domain-errors';
import type { AdminSlideView, SlideInput } from '../../shared/content/featured-slide-input';
import { auditWrite, staffAuditItem } from '../lib/audit/staff-audit';
import type { Deps } from '../lib/deps';
import type { Caller } from '../lib/http/caller';
import type { TxWrite } from '../orders/transaction-types';
import { describeSlides } from './admin-slides';
import { checkSlideTarget } from './slide-target';
import { adminSlideView, auditedFields } from './slide-views';

type Actor = Pick<Caller, 'userId' | 'role'>;

const optional = ['variantId', 'subtitle', 'customPriceUsdCents', 'originalPriceUsdCents', 'discountPercentage', 'imageUrl', 'startDate', 'endDate'] as const;
type Optional = (typeof optional)[number];

/** The stored attributes of an input (prices in cents), nulls left out: a patch removes those instead. */
function setAndRemove(input: SlideInput) {
  const { customPrice, originalPrice, ...rest } = input;
  const nullable: Record<Optional, string | number | null> = {
    variantId: rest.variantId,
    subtitle: rest.subtitle,
    customPriceUsdCents: customPrice,
    originalPriceUsdCents: originalPrice,
    discountPercentage: rest.discountPercentage,
    imageUrl: rest.imageUrl,
    startDate: rest.startDate,
    endDate: rest.endDate,
  };
  const present = Object.fromEntries(Object.entries(nullable).filter(([, v]) => v !== null)) as {
    variantId?: string;
    subtitle?: string;
    customPriceUsdCents?: number;
    originalPriceUsdCents?: number;
    discountPercentage?: number;
    imageUrl?: string;
    startDate?: string;
    endDate?: string;
  };
  const set = {
    productId: rest.productId,
    title: rest.title,
    imageType: rest.imageType,
    backgroundGradient: rest.backgroundGradient,
    ctaText: rest.ctaText,
    displayOrder: rest.displayOrder,
    isActive: rest.isActive,
    hideTitle: rest.hideTitle,
    ...present,
  };
  const remove = optional.filter((k) => nullable[k] === null);
  return { set, remove, fields: { ...set, ...nullable } };
}

/** Creates a slide and its audit entry in one transaction. */
export async function createSlide(deps: Deps, actor: Actor, input: SlideInput): Promise<AdminSlideView> {
  await checkSlideTarget(deps, input);
  const slideId = ulid();
  const { set, fields } = setAndRemove(input);
  const item = { ...set, slideId };
  const audit = staffAuditItem(deps, actor, { subjectType: 'slide', subjectId: slideId, action: 'slide.create', summary: `Created featured slide "${input.title}"`, after: fields });
  await deps.store.transaction.write((tx) => [tx.featuredSlide.create(item).commit() as TxWrite, auditWrite(tx, audit)]).go();
  return (await describeSlides(deps, [await readSlide(deps, slideId)]))[0]!;
}

/**
 * Replaces a slide's fields (the dialog sends them all). Conditioned on the version read, so two editors cannot
 * silently overwrite each other; the audit entry holds exactly the fields that changed.
 */
export async function updateSlide(deps: Deps, actor: Actor, slideId: string, input: SlideInput): Promise<AdminSlideView> {
  const before = await readSlide(deps, slideId);
  await checkSlideTarget(deps, input);
  const { set, remove, fields } = setAndRemove(input);
  const diff = changedFields(auditedFields(adminSlideView(before, null, null)), fields);
  if (Object.keys(diff.after).length === 0) return (await describeSlides(deps, [before]))[0]!;
  const audit = staffAuditItem(deps, actor, { subjectType: 'slide', subjectId: slideId, action: 'slide.update', summary: `Updated featured slide "${input.title}"`, ...diff });
  await commit(deps, before, (tx) => {
    const patch = tx.featuredSlide.patch({ slideId }).set(set);
    return (remove.length ? patch.remove([...remove]) : patch).where(({ updatedAt }, { eq }) => eq(updatedAt, before.updatedAt)).commit() as TxWrite;
  }, audit);
  return (await describeSlides(deps, [await readSlide(deps, slideId)]))[0]!;
}

/** Switches a slide on or off (§2's Activate/Deactivate); asking for the state it is in writes nothing. */
export async function setSlideActive(deps: Deps, actor: Actor, slideId: string, isActive: boolean): Promise<AdminSlideView> {
  const before = await readSlide(deps, slideId);
  if (before.isActive !== isActive) {
    const audit = staffAuditItem(deps, actor, {
      subjectType: 'slide',
      subjectId: slideId,
      action: isActive ? 'slide.activate' : 'slide.deactivate',
      summary: `${isActive ? 'Activated' : 'Deactivated'} featured slide "${before.title}"`,
      before: { isActive: before.isActive },
      after: { isActive },
    });
    await commit(deps, before, (tx) => tx.featuredSlide.patch({ slideId }).set({ isActive }).where(({ updatedAt }, { eq }) => eq(updatedAt, before.updatedAt)).commit() as TxWrite, audit);
  }
  return (await describeSlides(deps, [await readSlide(deps, slideId)]))[0]!;
}

/** Deletes a slide; the audit entry keeps what it was. */
export async function deleteSlide(deps: Deps, actor: Actor, slideId: string): Promise<{ deleted: true; slideId: string }> {
  const before = await readSlide(deps, slideId);
  const audit = staffAuditItem(deps, actor, {
    subjectType: 'slide',
    subjectId: slideId,
    action: 'slide.delete',
    summary: `Deleted featured slide "${before.title}"`,
    before: auditedFields(adminSlideView(before, null, null)),
  });
  await commit(deps, before, (tx) => tx.featuredSlide.delete({ slideId }).where(({ updatedAt }, { eq }) => eq(updatedAt, before.updatedAt)).commit() as TxWrite, audit);
  return { deleted: true, slideId };
}

type Tx = Parameters<Parameters<Deps['store']['transaction']['write']>[0]>[0];

async function commit(deps: Deps, before: { slideId: string }, change: (tx: Tx) => TxWrite, audit: ReturnType<typeof staffAuditItem>) {
  const result = await deps.store.transaction.write((tx) => [change(tx), auditWrite(tx, audit)]).go();
  if (result.canceled) {
    const still = (await deps.store.entities.featuredSlide.get({ slideId: before.slideId }).go({ consistent: true })).data;
    if (!still) throw new NotFoundError('This featured product no longer exists.');
    throw new ConflictError('This featured product was changed by someone else meanwhile. Reload it and try again.');
  }
}

async function readSlide(deps: Pick<Deps, 'store'>, slideId: string) {
  const slide = (await deps.store.entities.featuredSlide.get({ slideId }).go({ consistent: true })).data;
  if (!slide) throw new NotFoundError('This featured product no longer exists.');
  return slide;
}
