import type { Store } from '../lib/data/store';
import { backoffMs, pause, type TxWrite } from '../orders/transaction-types';

const attempts = 6;

/**
 * Subscribes an email with its consent (now, from `source`); true when it wrote. One transaction of the subscription,
 * created only if absent, and `subscribed +1`; an email that unsubscribed is subscribed again with a new consent time,
 * `unsubscribed -1` in the same transaction, conditioned on the status it read. Already subscribed writes nothing.
 */
export async function subscribeToNewsletter(store: Store, input: { email: string; source: string; now: Date }): Promise<boolean> {
  const { email, source } = input;
  const consentedAt = input.now.toISOString();
  for (let attempt = 0; attempt < attempts; attempt++) {
    const created = await store.transaction
      .write((tx) => [
        tx.newsletterSubscription.create({ email, source, status: 'subscribed', consentedAt }).commit() as TxWrite,
        tx.newsletterTally.update({}).add({ subscribed: 1 }).commit() as TxWrite,
      ])
      .go();
    if (!created.canceled) return true;
    if (created.data[0]?.code !== 'ConditionalCheckFailed') {
      await retryOrFail(created.data, attempt, email);
      continue;
    }
    const stored = (await store.entities.newsletterSubscription.get({ email }).go({ consistent: true })).data;
    // An item from before statuses were kept is a subscription (`npm run recount` gives it its status).
    if (!stored || stored.status !== 'unsubscribed') {
      if (stored) return false;
      continue;
    }
    const renewed = await store.transaction
      .write((tx) => [
        tx.newsletterSubscription
          .patch({ email })
          .set({ status: 'subscribed', consentedAt, source })
          .remove(['unsubscribedAt'])
          .where(({ status }, { eq }) => eq(status, 'unsubscribed'))
          .commit() as TxWrite,
        tx.newsletterTally.update({}).add({ subscribed: 1, unsubscribed: -1 }).commit() as TxWrite,
      ])
      .go();
    if (!renewed.canceled) return true;
    if (renewed.data[0]?.code !== 'ConditionalCheckFailed') await retryOrFail(renewed.data, attempt, email);
  }
  throw new Error(`The newsletter subscription of ${email} could not be saved; try again.`);
}

/**
 * Unsubscribes an email; true when it changed anything. The item stays, with its status and time, so the Audience
 * screen counts it apart and never lists or exports it; `subscribed -1, unsubscribed +1` in the same transaction.
 */
export async function unsubscribeFromNewsletter(store: Store, input: { email: string; now: Date }): Promise<boolean> {
  const { email } = input;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const stored = (await store.entities.newsletterSubscription.get({ email }).go({ consistent: true })).data;
    if (!stored || stored.status === 'unsubscribed') return false;
    const result = await store.transaction
      .write((tx) => [
        tx.newsletterSubscription
          .patch({ email })
          // The consent time is part of the list's key, so it is written again with the status that moves the item.
          .set({ status: 'unsubscribed', consentedAt: stored.consentedAt ?? stored.createdAt, unsubscribedAt: input.now.toISOString() })
          .where(({ status }, { eq, notExists }) => `${eq(status, 'subscribed')} OR ${notExists(status)}`)
          .commit() as TxWrite,
        tx.newsletterTally.update({}).add({ subscribed: -1, unsubscribed: 1 }).commit() as TxWrite,
      ])
      .go();
    if (!result.canceled) return true;
    if (result.data[0]?.code !== 'ConditionalCheckFailed') await retryOrFail(result.data, attempt, email);
  }
  throw new Error(`The newsletter subscription of ${email} could not be ended; try again.`);
}

/** Waits before the next attempt when the transaction lost only to contention on the one tally item; throws otherwise. */
async function retryOrFail(data: readonly { code?: string | undefined }[], attempt: number, email: string): Promise<void> {
  if (!data.every((d) => d.code === undefined || d.code === 'None' || d.code === 'TransactionConflict')) {
    throw new Error(`The newsletter write of ${email} was refused: ${data.map((d) => d.code ?? 'None').join(', ')}`);
  }
  await pause(backoffMs(attempt));
}
