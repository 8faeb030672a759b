import { describe, expect, it } from 'vitest';
import { candidatesToRead } from './candidates-to-read';
import { correlationSession } from './session-fixtures';

const strangerOfTheAsn = (n: number) =>
  correlationSession({ sessionId: `asn-${n}`, userId: `stranger-${n}`, ip: `91.64.20.${n}`, subnet: '91.64.20.0/24', fingerprint: `${n}`.padStart(32, 'f'), deviceSignals: { platform: 'MacIntel', screen: '1440x900x2' }, startMinutes: 10 + n });

describe('candidatesToRead', () => {
  it('spends the event reads on the account on the same machine weeks ago before strangers of the same hour', () => {
    const target = correlationSession({ sessionId: 'target', userId: 'me', startMinutes: 40_000 });
    const sameMachine = correlationSession({ sessionId: 'weeks-ago', userId: 'second-account', startMinutes: 0 });
    const strangers = Array.from({ length: 5 }, (_, i) => ({ ...strangerOfTheAsn(i + 1), startedAt: target.startedAt, lastActivityAt: target.lastActivityAt }));
    expect(candidatesToRead(target, [...strangers, sameMachine], 2).map((c) => c.sessionId)).toEqual(['weeks-ago', 'asn-1']);
  });

  it('reads no session of the target’s own account and none without an account', () => {
    const target = correlationSession({ sessionId: 'target', userId: 'me', startMinutes: 60 });
    const mine = correlationSession({ sessionId: 'mine', userId: 'me' });
    const anonymous = correlationSession({ sessionId: 'anonymous', userId: null });
    expect(candidatesToRead(target, [mine, anonymous, target])).toEqual([]);
  });
});
