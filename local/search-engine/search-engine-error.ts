/** An engine failure carrying the HTTP status and message Algolia would answer with. */
export class SearchEngineError extends Error {
  override name = 'SearchEngineError';
  constructor(
    readonly status: number,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
