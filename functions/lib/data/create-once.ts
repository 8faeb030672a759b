/**
 * Runs an ElectroDB `create` (a conditional put that fails when the item exists) and reports whether it wrote:
 * the idempotency of a claim (a stock alert, a card or device sighting) comes from the key, not from a read-then-write race.
 */
export async function createOnce(create: () => Promise<unknown>): Promise<boolean> {
  try {
    await create();
    return true;
  } catch (error) {
    const cause = (error as { cause?: { name?: string } }).cause;
    if (cause?.name === 'ConditionalCheckFailedException' || /conditional request failed/i.test((error as Error).message)) return false;
    throw error;
  }
}
