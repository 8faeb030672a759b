import { describe, expect, it } from 'vitest';
import { faceValueLabel, manageLabel, takesFaceValue, takesLanguages } from './manage-label';

describe('what the variants screen calls a product type’s units', () => {
  it.each([
    ['key', 'Keys'],
    ['dlc', 'Keys'],
    ['account', 'Accounts'],
    ['gift_card', 'Codes'],
    ['subscription', 'Codes'],
    ['software', 'Items'],
  ] as const)('labels the Manage button of a %s product %s', (type, label) => {
    expect(manageLabel(type)).toBe(label);
  });

  it('offers a face value to gift cards and keys only, and languages to keys and accounts only', () => {
    expect(['key', 'account', 'gift_card', 'dlc'].filter((t) => takesFaceValue(t as never))).toEqual(['key', 'gift_card']);
    expect(['key', 'account', 'gift_card', 'dlc'].filter((t) => takesLanguages(t as never))).toEqual(['key', 'account']);
    expect(faceValueLabel('gift_card')).toBe('Face Value');
    expect(faceValueLabel('key')).toBe('Edition (Optional)');
  });
});
