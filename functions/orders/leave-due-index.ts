/**
 * An entry that stops waiting drops its refund date, which takes it out of the due index the late-refund job reads
 * (the index is sparse on that date); an entry without one (a backorder, a pre-order with no delivery date) has
 * nothing to drop, and removing it would only upset the index's bookkeeping.
 */
export function leaveDueIndex<P extends { remove(attributes: ['refundDueAt']): P }>(patch: P, entry: { refundDueAt?: string | undefined }): P {
  return entry.refundDueAt ? patch.remove(['refundDueAt']) : patch;
}
