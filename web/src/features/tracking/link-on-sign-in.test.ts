import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { setSession } from '@/lib/auth/session-store';
import { linkDelayMs, linkOnSignIn } from './link-on-sign-in';
import { TrackingSessionIds } from './session-id';

const apiSend = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiSend }));

const user = (userId: string) => ({ status: 'signedIn' as const, user: { userId, email: `${userId}@example.test`, phone: null, name: null } });
const taken = () => new ApiError({ type: 'about:blank', title: 'Conflict', status: 409, detail: 'This session belongs to another account. Start a new session.' });

describe('linking the tracking session on sign-in', () => {
  let sessions: TrackingSessionIds;
  let stop: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    apiSend.mockReset().mockResolvedValue({ linked: true });
    setSession({ status: 'anonymous', user: null });
    sessions = new TrackingSessionIds(null);
    stop = linkOnSignIn(sessions);
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('links the anonymous session about 100 ms after sign-in, once', async () => {
    const anonymousId = sessions.current(Date.now()).id;
    setSession(user('kim'));
    expect(apiSend).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(linkDelayMs);
    expect(apiSend).toHaveBeenCalledWith('POST', '/api/track/link', { body: { sessionId: anonymousId } });
    expect(sessions.current(Date.now())).toMatchObject({ id: anonymousId, linkedTo: 'kim' });
    setSession({ ...user('kim'), user: { ...user('kim').user, name: 'Kim' } });
    await vi.advanceTimersByTimeAsync(linkDelayMs);
    expect(apiSend).toHaveBeenCalledTimes(1);
  });

  it("starts a new session when the tab's session is another account's, and links that one", async () => {
    const first = sessions.current(Date.now()).id;
    apiSend.mockRejectedValueOnce(taken());
    setSession(user('lee'));
    await vi.advanceTimersByTimeAsync(linkDelayMs);
    const second = sessions.current(Date.now());
    expect(second.id).not.toBe(first);
    expect(apiSend.mock.calls.map((c) => (c[2] as { body: { sessionId: string } }).body.sessionId)).toEqual([first, second.id]);
    expect(second.linkedTo).toBe('lee');
  });

  it('starts a new session on sign-out, so the next person on the tab does not inherit it', async () => {
    setSession(user('max'));
    await vi.advanceTimersByTimeAsync(linkDelayMs);
    const linked = sessions.current(Date.now()).id;
    setSession({ status: 'anonymous', user: null });
    expect(sessions.current(Date.now())).toMatchObject({ linkedTo: null });
    expect(sessions.current(Date.now()).id).not.toBe(linked);
  });
});
