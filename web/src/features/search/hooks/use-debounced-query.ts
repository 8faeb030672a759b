import { useEffect, useState } from 'react';

/**
 * The query after `ms` without typing. The first value applies at once (a results page opened with ?q= searches
 * straight away), and so does a cleared box: clearing resets everything without waiting.
 */
export function useDebouncedQuery(query: string, ms: number): string {
  const text = query.trim();
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    if (!text) return;
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return text ? settled : '';
}
