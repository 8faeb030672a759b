import { describe, expect, it, vi } from 'vitest';
import { abortHeader, createAbortableRequester, withSignal } from './abortable-requester';

const request = (headers: Record<string, string> = {}) => ({
  method: 'POST' as const,
  url: 'http://localhost/1/indexes/*/queries',
  data: '{}',
  headers,
  connectTimeout: 1000,
  responseTimeout: 2000,
});

describe('the abortable requester', () => {
  it('sends the request without the abort header and returns status and body', async () => {
    const fetchImpl = vi.fn(async (_url: string, _init: RequestInit) => new Response('{"results":[]}', { status: 200 }));
    const { headers, release } = withSignal(new AbortController().signal);

    const response = await createAbortableRequester(fetchImpl as typeof fetch).send(request({ ...headers, 'x-algolia-agent': 'a' }));
    release();

    expect(response).toEqual({ status: 200, content: '{"results":[]}', isTimedOut: false });
    const sentHeaders = fetchImpl.mock.calls[0]?.[1].headers;
    expect(sentHeaders).toEqual({ 'x-algolia-agent': 'a' });
    expect(Object.keys(sentHeaders ?? {})).not.toContain(abortHeader);
  });

  it('rejects with an AbortError when the caller aborts, so the transporter does not retry', async () => {
    const fetchImpl = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const { headers } = withSignal(controller.signal);

    const sent = createAbortableRequester(fetchImpl as never).send(request(headers));
    controller.abort();

    await expect(sent).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reports a network failure as status 0 for the transporter to retry elsewhere', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });

    await expect(createAbortableRequester(fetchImpl).send(request())).resolves.toEqual({ status: 0, content: 'Failed to fetch', isTimedOut: false });
  });
});
