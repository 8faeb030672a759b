import type { SearchTestCase } from './search-test-case';

/** Where one expected top result ranked: its 1-based position among the products found, or null when not on the page. */
export interface RankCheck {
  slug: string;
  position: number | null;
  /** Within the top `expectedTop.length`. */
  ok: boolean;
}

export interface SearchTestVerdict {
  passed: boolean;
  /** Intelligence §4's rule alone: at least the expected count. */
  countPassed: boolean;
  rankChecks: RankCheck[];
}

/**
 * Judges one test's answer: the count rule of intelligence §4 (at least `expectedResults` products), and, when the
 * test names expected top results, each must be among the first `expectedTop.length` products. Both must hold.
 */
export function judgeSearchTest(test: Pick<SearchTestCase, 'expectedResults' | 'expectedTop'>, answer: { nbHits: number; slugs: readonly string[] }): SearchTestVerdict {
  const countPassed = answer.nbHits >= test.expectedResults;
  const top = test.expectedTop.length;
  const rankChecks = test.expectedTop.map((slug) => {
    const index = answer.slugs.indexOf(slug);
    const position = index === -1 ? null : index + 1;
    return { slug, position, ok: position !== null && position <= top };
  });
  return { passed: countPassed && rankChecks.every((c) => c.ok), countPassed, rankChecks };
}
