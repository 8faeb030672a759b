import type { TrackDevice } from '../../../shared/tracking/track-batch';
import type { Store } from '../../lib/data/store';
import type { TxWrite } from '../../orders/transaction-types';

type FingerprintTx = Pick<Parameters<Parameters<Store['transaction']['write']>[0]>[0], 'browserFingerprint'>;

const text = (v: unknown) => (typeof v === 'string' && v ? v.slice(0, 200) : undefined);

/**
 * A new session on a device: its fingerprint's record gains a session and is marked seen now, with the signals staff
 * compare (screen, languages, time zone). Rides in the transaction that creates the session, so a retried batch that
 * loses the race to create it counts nothing.
 */
export function fingerprintSessionWrite(tx: FingerprintTx, device: TrackDevice, atMs: number): TxWrite {
  const at = new Date(atMs).toISOString();
  const screen = text(device.signals.screen);
  const languages = text(device.signals.languages);
  const timeZone = text(device.signals.timeZone);
  return tx.browserFingerprint
    .update({ fingerprint: device.fingerprint })
    .add({ sessionCount: 1 })
    .set({ lastSeenAt: at, lastSeenDay: at.slice(0, 10), ...(screen ? { screen } : {}), ...(languages ? { languages } : {}), ...(timeZone ? { timeZone } : {}) })
    .commit() as TxWrite;
}
