/** A filter expression that does not parse; `position` is the 0-based offset of the offending character. */
export class FilterSyntaxError extends Error {
  override name = 'FilterSyntaxError';
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(`${message} at position ${position}`);
  }
}
