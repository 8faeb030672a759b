/** Intelligence §4's index health: good; warning above 10 pending operations; error (our rule) when the DLQ holds messages or the last sync failed. */
export type IndexHealth = 'good' | 'warning' | 'error';

export const pendingWarningAbove = 10;

export interface SyncQueueState {
  /** Messages waiting (ApproximateNumberOfMessages) and being synced now (ApproximateNumberOfMessagesNotVisible). */
  pending: number;
  inFlight: number;
  deadLetters: number;
  lastSyncFailed: boolean;
}

export function indexHealth({ pending, inFlight, deadLetters, lastSyncFailed }: SyncQueueState): { health: IndexHealth; reasons: string[] } {
  const reasons: string[] = [];
  if (deadLetters > 0) reasons.push(`${deadLetters} message${deadLetters === 1 ? '' : 's'} in the dead-letter queue`);
  if (lastSyncFailed) reasons.push('the last sync failed');
  if (reasons.length) return { health: 'error', reasons };
  const waiting = pending + inFlight;
  if (waiting > pendingWarningAbove) return { health: 'warning', reasons: [`${waiting} operations pending`] };
  return { health: 'good', reasons: [] };
}
