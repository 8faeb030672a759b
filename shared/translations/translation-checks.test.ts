import { describe, expect, it } from 'vitest';
import { checkTranslation, sourceHash, translationState } from './translation-checks';

describe('translation checks', () => {
  it.each([
    ['no English text, nothing to translate', '', undefined, undefined, null],
    ['no translation', 'Steam Wallet', undefined, undefined, 'missing'],
    ['only spaces', 'Steam Wallet', '   ', undefined, 'missing'],
    ['translated from this text', 'Steam Wallet', 'Cartera de Steam', sourceHash('Steam Wallet'), 'current'],
    ['translated before the English changed', 'Steam Wallet Card', 'Cartera de Steam', sourceHash('Steam Wallet'), 'outdated'],
    ['translated before the editor kept fingerprints', 'Steam Wallet', 'Cartera de Steam', undefined, 'current'],
  ] as const)('calls a field with %s %s', (_, source, translated, hash, state) => {
    expect(translationState(source, translated, hash)).toBe(state);
  });

  it('does not count spacing changes of the English text as a change', () => {
    expect(translationState(' Steam Wallet ', 'Cartera de Steam', sourceHash('Steam Wallet'))).toBe('current');
  });

  it.each([
    ['an empty translation', 'name', 'Steam Wallet Card', '  ', ['empty']],
    ['the English left as is', 'description', 'Add funds to your wallet.', 'add funds to your wallet.', ['identical']],
    ['a one-word name kept (rightly the same)', 'name', 'Minecraft', 'Minecraft', []],
    ['a title of several words kept (game titles mostly are)', 'name', 'Red Dead Redemption', 'Red Dead Redemption', []],
    ['a text over the field limit', 'seoTitle', 'Short title here', 'x '.repeat(101), ['too_long']],
    ['a lost tag', 'description', 'Redeem <strong>now</strong>.', 'Canjea ahora.', ['markup_mismatch']],
    ['a changed placeholder', 'description', 'Worth {amount} today', 'Vale {monto} hoy', ['markup_mismatch']],
    ['tags kept with other attributes', 'description', 'See <a href="/help">help</a>.', 'Ver <a href="/ayuda">ayuda</a>.', []],
  ] as const)('finds %s', (_, field, source, translated, problems) => {
    expect(checkTranslation(field, source, translated).map((f) => f.problem)).toEqual(problems);
  });
});
