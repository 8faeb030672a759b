/** Whether a single-item write failed its condition (ElectroDB wraps the SDK's ConditionalCheckFailedException). */
export function isConditionFailure(error: unknown): boolean {
  const cause = (error as { cause?: { name?: string } }).cause;
  return cause?.name === 'ConditionalCheckFailedException' || /conditional request failed/i.test((error as Error).message);
}
