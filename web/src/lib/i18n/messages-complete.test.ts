import { describe, expect, it } from 'vitest';
import { isMessageSet, messageProblems } from './message-problems';

// Every storefront string lives in a `messages.ts` beside the code that shows it; ./messages.ts is the API itself.
const modules = import.meta.glob<Record<string, unknown>>(['../../**/messages.ts', '!./messages.ts'], { eager: true });

const sets = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isMessageSet(value))
    .map(([name, value]) => [`${file.replace(/^\.\.\/\.\.\//, 'web/src/')} › ${name}`, value as Record<string, Record<string, unknown>>] as const),
);

describe('the storefront messages', () => {
  it('are found in every folder that shows text to shoppers', () => {
    const files = Object.keys(modules).map((f) => f.replace(/^\.\.\/\.\.\//, ''));

    expect(files).toEqual(
      expect.arrayContaining(['app/shell/messages.ts', 'components/messages.ts', 'features/catalog/messages.ts', 'features/newsletter/messages.ts']),
    );
    for (const exports of Object.values(modules)) expect(Object.values(exports).some(isMessageSet)).toBe(true);
  });

  it.each(sets)('%s has the same non-empty keys and placeholders in en, es and pt', (_name, set) => {
    expect(messageProblems(set)).toEqual([]);
  });
});

describe('the message check', () => {
  it('reports a missing key, an extra key, an empty text, a dropped placeholder and a missing language', () => {
    const broken = {
      en: { title: 'Cart', count: '{count} items', empty: 'Nothing here' },
      es: { title: 'Carrito', count: 'artículos', empty: ' ', extra: 'Sobra' },
    };

    expect(messageProblems(broken)).toEqual([
      'es has "extra", which en lacks',
      'es.count has placeholders {}, en has {count}',
      'es.empty is empty',
      'pt is missing',
    ]);
  });

  it('finds nothing wrong with a complete set', () => {
    const complete = { en: { hi: 'Hi {name}' }, es: { hi: 'Hola {name}' }, pt: { hi: 'Olá {name}' } };

    expect(messageProblems(complete)).toEqual([]);
  });

  it('reports a key that only English has', () => {
    expect(messageProblems({ en: { a: 'A', b: 'B' }, es: { a: 'A' }, pt: { a: 'A', b: 'B' } })).toEqual(['es lacks "b"']);
  });
});
