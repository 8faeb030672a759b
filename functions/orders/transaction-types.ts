import type { Deps } from '../lib/deps';

/** The entities a write transaction's callback receives, and one committed write, for helpers that add writes to it. */
export type TxEntities = Parameters<Parameters<Deps['store']['transaction']['write']>[0]>[0];
export type TxWrite = ReturnType<ReturnType<ReturnType<TxEntities['order']['patch']>['set']>['commit']>;

/** Whether a cancelled transaction failed only on contention (worth retrying as is) rather than on a condition. */
export function onlyConflicts(data: readonly { rejected: boolean; code?: string | undefined }[]): boolean {
  return data.every((d) => !d.rejected || d.code === 'TransactionConflict');
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Jittered backoff for contended transactions, growing with the attempt. */
export const backoffMs = (attempt: number) => Math.round(Math.random() * Math.min(200, 10 * 2 ** attempt));
