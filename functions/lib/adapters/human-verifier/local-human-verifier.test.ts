import { describe, expect, it } from 'vitest';
import { HumanVerificationError } from './human-verifier';
import { LocalHumanVerifier } from './local-human-verifier';

describe('the local human verifier', () => {
  it.each([
    ['local:0.9', 0.9],
    ['local:0.15', 0.15],
    ['local:0', 0],
    ['local:1', 1],
    ['local:1.0', 1],
  ])('scores %s as %s', async (token, score) => {
    expect(await new LocalHumanVerifier().score({ token, action: 'login' })).toBe(score);
  });

  it.each(['local:1.5', 'local:-0.1', 'local:abc', 'local:', 'recaptcha-token', ''])('cannot verify %j', async (token) => {
    await expect(new LocalHumanVerifier().score({ token, action: 'login' })).rejects.toBeInstanceOf(HumanVerificationError);
  });
});
