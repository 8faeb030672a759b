import { describe, expect, it } from 'vitest';
import type { RevealedKey } from '../../../../../shared/orders/order-views';
import { hidden, revealStep, type RevealAction, type RevealState } from './reveal-flow';

const key: RevealedKey = { keyId: 'k1', key: 'AAAAA-BBBBB-CCCCC', revealedAt: '2026-11-24T12:00:00.000Z', activationInstructions: null, platform: { code: 'steam', name: 'Steam' } };

describe('revealing a key', () => {
  it.each<[string, RevealState, RevealAction, RevealState]>([
    ['asks first for a key nobody has seen', hidden, { type: 'ask', alreadyRevealed: false }, { step: 'confirming' }],
    ['shows an already revealed key without asking again', hidden, { type: 'ask', alreadyRevealed: true }, { step: 'revealing' }],
    ['reveals once confirmed', { step: 'confirming' }, { type: 'confirm' }, { step: 'revealing' }],
    ['goes back to the masked key on Cancel', { step: 'confirming' }, { type: 'cancel' }, hidden],
    ['shows the key the server answered', { step: 'revealing' }, { type: 'revealed', key }, { step: 'shown', key }],
    ['says when it failed', { step: 'revealing' }, { type: 'failed', message: 'Too many reveals' }, { step: 'failed', message: 'Too many reveals' }],
    ['lets the buyer try again after a failure', { step: 'failed', message: null }, { type: 'ask', alreadyRevealed: false }, { step: 'confirming' }],
    ['hides a shown key', { step: 'shown', key }, { type: 'hide' }, hidden],
    ['never reveals without the confirm step', hidden, { type: 'confirm' }, hidden],
    ['ignores a late answer after Cancel', hidden, { type: 'revealed', key }, hidden],
  ])('%s', (_case, state, action, next) => {
    expect(revealStep(state, action)).toEqual(next);
  });
});
