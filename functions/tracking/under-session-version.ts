import { backoffMs, pause } from '../orders/transaction-types';

/** What a step answers when another writer changed the session between its read and its write. */
export const changedMeanwhile: unique symbol = Symbol('the session changed meanwhile');

/**
 * The tracking writers' loop: read a session, write it under its version, and read again after a short jittered pause
 * when another writer (a batch of the same session, a sign-in's link, a purchase) got there first. After `attempts`
 * tries `exhausted` decides what happens: a throw, so the queue delivers the message again, or a quiet end.
 */
export async function underSessionVersion<T>(attempts: number, step: () => Promise<T | typeof changedMeanwhile>, exhausted: () => T): Promise<T> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const result = await step();
    if (result !== changedMeanwhile) return result;
    await pause(backoffMs(attempt));
  }
  return exhausted();
}
