import { describe, expect, it } from 'vitest';
import { gpcHeaderSet, showConsentNotice, trackingAllowed, type ConsentChoice } from './consent';

describe('consent and Global Privacy Control', () => {
  it.each([
    [undefined, null, true, true],
    [false, null, true, true],
    [false, 'accepted', true, false],
    [false, 'declined', false, false],
    [true, null, false, false],
    [true, 'accepted', false, false],
    [true, 'declined', false, false],
  ] as [boolean | undefined, ConsentChoice, boolean, boolean][])('with GPC %s and the choice %s: tracks %s, shows the notice %s', (gpc, consent, tracks, notice) => {
    expect(trackingAllowed({ globalPrivacyControl: gpc, consent })).toBe(tracks);
    expect(showConsentNotice({ globalPrivacyControl: gpc, consent })).toBe(notice);
  });

  it.each([
    ['1', true],
    [' 1 ', true],
    ['0', false],
    [undefined, false],
  ])('reads the Sec-GPC header %j as set: %s', (header, set) => {
    expect(gpcHeaderSet(header)).toBe(set);
  });
});
