import { useSearchParams } from 'react-router-dom';

export function SearchPage() {
  const [searchParams] = useSearchParams();
  const query = searchParams.get('q')?.trim() ?? '';
  return (
    <section className="page-intro">
      <title>{query ? `Search: ${query} | NeonKeys` : 'Search | NeonKeys'}</title>
      <h1>Search results</h1>
      {query ? (
        <p className="muted">Results for &ldquo;{query}&rdquo; will list matching keys, gift cards and accounts with platform, region and price.</p>
      ) : (
        <p className="muted">Ready to search</p>
      )}
    </section>
  );
}
