import { ConflictError } from '../../shared/errors/domain-errors';
import type { Deps } from '../lib/deps';
import { isConditionFailure } from '../lib/data/condition-failure';
import type { TxWrite } from '../orders/transaction-types';
import { sessionTallyWrite } from './traffic-writes';
import { changedMeanwhile, underSessionVersion } from './under-session-version';
import { expiresAfterDays } from '../lib/data/expires-at';

const maxAttempts = 6;

/**
 * Links a tracking session to the visitor who just signed in (storefront §4 `upsert_user_session` with merge): the
 * session's events, earlier ones included, are theirs from then on, as they are read through the session. The link is
 * kept beside the session and copied onto it if it exists (under its version, like the consumer's writes); a session
 * the consumer has not created yet takes the link when it does. A session already linked to someone else is refused
 * (409): the browser then starts a new session, so two accounts on one browser never share one.
 */
export async function linkSession(deps: Pick<Deps, 'store' | 'config' | 'now'>, sessionId: string, userId: string): Promise<{ linked: true }> {
  const now = deps.now();
  try {
    await deps.store.entities.sessionLink
      .put({ sessionId, userId, linkedAt: now.toISOString(), expiresAt: expiresAfterDays(now, deps.config.TRACK_SESSION_RETENTION_DAYS) })
      .where(({ userId: owner }, { notExists, eq }) => `${notExists(owner)} OR ${eq(owner, userId)}`)
      .go({ response: 'none' });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    throw new ConflictError('This session belongs to another account. Start a new session.');
  }
  return underSessionVersion<{ linked: true }>(maxAttempts, async () => {
    const session = (await deps.store.entities.visitorSession.get({ sessionId }).go({ consistent: true })).data;
    if (!session || session.userId === userId) return { linked: true };
    const result = await deps.store.transaction
      .write((tx) => [
        tx.visitorSession
          .patch({ sessionId })
          // startedAt and sessionId compose the user index's sort key, so they go with the user id that enters it.
          .set({ userId, startedAt: session.startedAt, journey: { ...(session.journey as object), userId }, version: session.version + 1 })
          .where(({ version }, { eq }) => eq(version, session.version))
          .commit() as TxWrite,
        // The session is the user's from now on: their Sessions count moves with it, once (the session's user is set).
        ...(session.userId ? [] : [sessionTallyWrite(tx, userId, now.getTime())]),
      ])
      .go();
    return result.canceled ? changedMeanwhile : { linked: true };
  },
  // Still contended after every try: the link item is written, and the consumer's next write of this session applies it.
  () => ({ linked: true }));
}
