import { useEffect, useState } from 'react';
import { synonymQueries, type SynonymHit } from '../../../../../../shared/search/synonym';
import type { SearchLanguage } from '../../../../../../shared/search/index-names';
import { buildSearchRequest } from '../../../../../../shared/search/search-request';
import { loadRunSearch } from '@/lib/search/search-client';

interface Column {
  names: string[];
  nbHits: number;
}
interface QueryPreview {
  query: string;
  without: Column;
  with: Column;
}

/** A synonym's queries this many at most: a regular synonym of twenty words does not run forty searches. */
const maxPreviewQueries = 4;
const shown = 5;

/**
 * Which queries a synonym changes: each query it rewrites, searched as a shopper's results page searches it, once
 * without the index's synonyms and once with them, the top results side by side.
 */
export function SynonymPreview({ synonym, language }: { synonym: SynonymHit; language: SearchLanguage }) {
  const [previews, setPreviews] = useState<QueryPreview[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    // The panel mounts a new preview per synonym (its key), so the state starts empty for each.
    const controller = new AbortController();
    const column = async (query: string, synonyms: boolean): Promise<Column> => {
      const run = await loadRunSearch();
      const request = { ...buildSearchRequest({ kind: 'page', query, filters: 'in_stock:true', language }), ...(synonyms ? {} : { synonyms: false }) };
      const answer = await run(request, controller.signal);
      return { names: answer.hits.slice(0, shown).map((h) => h.name), nbHits: answer.nbHits };
    };
    const queries = synonymQueries(synonym).slice(0, maxPreviewQueries);
    Promise.all(queries.map(async (query) => ({ query, without: await column(query, false), with: await column(query, true) })))
      .then((result) => !controller.signal.aborted && setPreviews(result))
      .catch((error: unknown) => !controller.signal.aborted && setFailed(error instanceof Error ? error.message : 'Search failed'));
    return () => controller.abort();
  }, [synonym, language]);
  if (failed) return <p className="field-error">Could not run the preview: {failed}</p>;
  if (!previews) return <p className="muted">Searching…</p>;
  return (
    <div className="synonym-preview" aria-label={`Preview of ${synonym.objectID}`}>
      {previews.map((p) => {
        const changed = JSON.stringify(p.without.names) !== JSON.stringify(p.with.names);
        return (
          <section key={p.query} className="synonym-preview-query">
            <h4>
              “{p.query}” {changed ? <span className="synonym-changed">changes</span> : <span className="muted">unchanged</span>}
            </h4>
            <div className="synonym-preview-columns">
              {(['without', 'with'] as const).map((side) => (
                <div key={side}>
                  <p className="synonym-preview-label">
                    {side === 'without' ? 'Without synonyms' : 'With synonyms'} · {p[side].nbHits} {p[side].nbHits === 1 ? 'product' : 'products'}
                  </p>
                  {p[side].names.length ? (
                    <ol>
                      {p[side].names.map((name, i) => (
                        <li key={`${name}-${i}`}>{name}</li>
                      ))}
                    </ol>
                  ) : (
                    <p className="muted">No results</p>
                  )}
                </div>
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
