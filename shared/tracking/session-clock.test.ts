import { describe, expect, it } from 'vitest';
import { heartbeatDue, inactivityEnded, needsNewSession } from './session-clock';

const minute = 60_000;
const hour = 60 * minute;

describe('the tracking session clock', () => {
  it.each([
    ['no session yet', null, true],
    ['a session used a minute ago', 1 * minute, false],
    ['a session idle exactly 4 h', 4 * hour, false],
    ['a session idle 4 h and 1 ms', 4 * hour + 1, true],
    ['a session idle a day', 24 * hour, true],
  ])('renews the session id for %s: %s', (_, idle, renews) => {
    const now = 10 * 24 * hour;
    expect(needsNewSession(idle === null ? null : now - idle, now)).toBe(renews);
  });

  it('renews a session whose stored time is not a number', () => {
    expect(needsNewSession(Number.NaN, Date.now())).toBe(true);
  });

  it.each([
    [29 * minute + 59_999, false],
    [30 * minute, true],
    [45 * minute, true],
  ])('ends the tracking session %d ms after the last input: %s', (quiet, ended) => {
    expect(inactivityEnded(0, quiet)).toBe(ended);
  });

  it.each([
    ['29.9 s after the last heartbeat', { endedAt: null, lastHeartbeatAt: 0 }, 29_900, false],
    ['30 s after the last heartbeat', { endedAt: null, lastHeartbeatAt: 0 }, 30_000, true],
    ['after the session ended', { endedAt: 10_000, lastHeartbeatAt: 0 }, 60_000, false],
  ])('sends a heartbeat %s: %s', (_, session, now, due) => {
    expect(heartbeatDue(session, now)).toBe(due);
  });
});
