import { describe, expect, it } from 'vitest';
import { indexHealth } from './index-health';

const state = { pending: 0, inFlight: 0, deadLetters: 0, lastSyncFailed: false };

describe('indexHealth', () => {
  it('is good with ten operations pending, the most intelligence §4 allows', () => {
    expect(indexHealth({ ...state, pending: 6, inFlight: 4 })).toEqual({ health: 'good', reasons: [] });
  });

  it('warns with eleven pending, counting those being synced now', () => {
    expect(indexHealth({ ...state, pending: 10, inFlight: 1 })).toEqual({ health: 'warning', reasons: ['11 operations pending'] });
  });

  it('is an error when the dead-letter queue holds a message, whatever is pending', () => {
    expect(indexHealth({ ...state, pending: 50, deadLetters: 1 })).toEqual({ health: 'error', reasons: ['1 message in the dead-letter queue'] });
  });

  it('is an error when the last sync failed, and names every reason', () => {
    expect(indexHealth({ ...state, deadLetters: 2, lastSyncFailed: true }).reasons).toEqual(['2 messages in the dead-letter queue', 'the last sync failed']);
  });
});
