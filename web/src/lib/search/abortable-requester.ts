import type { EndRequest, Requester, Response } from '@algolia/client-common';

/**
 * algoliasearch's requesters take no AbortSignal, so a request names its signal through this header; the requester
 * strips it before sending. A caller's abort rejects with an AbortError, which the transporter passes straight
 * through (it retries only answers, not rejections), so an aborted search never tries the next host.
 */
export const abortHeader = 'x-neonkeys-abort-key';

const signals = new Map<string, AbortSignal>();
let nextKey = 0;

/** Registers a signal for one request; returns the request options that carry it and a release function. */
export function withSignal(signal: AbortSignal): { headers: Record<string, string>; release(): void } {
  const key = String(++nextKey);
  signals.set(key, signal);
  return { headers: { [abortHeader]: key }, release: () => signals.delete(key) };
}

const abortError = () => new DOMException('The search was aborted', 'AbortError');

/** A fetch requester with algoliasearch's connect/response timeouts and the caller's abort signal. */
export function createAbortableRequester(fetchImpl: typeof fetch = (...args) => fetch(...args)): Requester {
  async function send(request: EndRequest): Promise<Response> {
    const { [abortHeader]: key, ...headers } = request.headers;
    const callerSignal = key ? signals.get(key) : undefined;
    if (callerSignal?.aborted) throw abortError();
    const controller = new AbortController();
    let timedOut = false;
    const onCallerAbort = () => controller.abort();
    callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
    const startTimer = (ms: number) =>
      setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, ms);
    let timer = startTimer(request.connectTimeout);
    try {
      const response = await fetchImpl(request.url, { method: request.method, body: (request.data ?? null) as BodyInit | null, headers, signal: controller.signal });
      clearTimeout(timer);
      timer = startTimer(request.responseTimeout);
      return { status: response.status, content: await response.text(), isTimedOut: false };
    } catch (error) {
      if (callerSignal?.aborted) throw abortError();
      return { status: 0, content: error instanceof Error ? error.message : 'Network request failed', isTimedOut: timedOut };
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    }
  }
  return { send };
}
