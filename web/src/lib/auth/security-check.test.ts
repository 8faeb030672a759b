import { describe, expect, it } from 'vitest';
import type { HumanVerificationResult } from '../../../../shared/auth/human-verification';
import { initialSecurityState, nextSecurityState, securityPassed, type SecurityCheckEvent, type SecurityCheckState } from './security-check';

const result = (overrides: Partial<HumanVerificationResult>): HumanVerificationResult => ({
  success: true,
  score: 0.9,
  riskLevel: 'low',
  challenge: false,
  fallback: false,
  threshold: 0.5,
  ...overrides,
});

describe('the security check', () => {
  it('starts as success, as storefront §4 says', () => {
    expect(initialSecurityState).toBe('success');
  });

  it.each<[string, SecurityCheckState, SecurityCheckEvent, SecurityCheckState]>([
    ['a new check waits for its token', 'success', { type: 'start' }, 'pending'],
    ['a retry after a challenge waits for its token', 'challenge', { type: 'start' }, 'pending'],
    ['the token goes to the server', 'pending', { type: 'token' }, 'verifying'],
    ['a late token after a reset changes nothing', 'success', { type: 'token' }, 'success'],
    ['a score at the threshold passes', 'verifying', { type: 'result', result: result({ score: 0.5 }) }, 'success'],
    ['a score below the threshold fails', 'verifying', { type: 'result', result: result({ success: false, score: 0.3, riskLevel: 'medium' }) }, 'failed'],
    ['a score below 0.2 is a challenge', 'verifying', { type: 'result', result: result({ success: false, score: 0.1, riskLevel: 'high', challenge: true }) }, 'challenge'],
    ['a challenge wins over a low threshold that passed', 'verifying', { type: 'result', result: result({ success: true, score: 0.15, challenge: true }) }, 'challenge'],
    ["the server's fallback lets the visitor through", 'verifying', { type: 'result', result: result({ score: 0.5, riskLevel: 'medium', fallback: true }) }, 'success'],
    ['a failed call lets the visitor through', 'verifying', { type: 'error' }, 'success'],
    ['a token that cannot be had lets the visitor through', 'pending', { type: 'error' }, 'success'],
    ['a reset clears a failure', 'failed', { type: 'reset' }, 'success'],
  ])('%s: %s + %o → %s', (_case, from, event, to) => {
    expect(nextSecurityState(from, event)).toBe(to);
  });

  it.each<[SecurityCheckState, boolean]>([
    ['success', true],
    ['pending', false],
    ['verifying', false],
    ['challenge', false],
    ['failed', false],
  ])('lets the guarded action go ahead in %s: %s', (state, passed) => {
    expect(securityPassed(state)).toBe(passed);
  });
});
