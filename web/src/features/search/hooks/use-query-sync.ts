import { useState } from 'react';

/**
 * The results page's box text: the shopper's typing, replaced by the address's query when that changes from outside
 * (the header box, back and forward). A trailing space being typed is kept, as it matches the same query.
 */
export function useQuerySync(urlQuery: string): [string, (text: string) => void] {
  const [text, setText] = useState(urlQuery);
  const [seen, setSeen] = useState(urlQuery);
  if (urlQuery !== seen) {
    setSeen(urlQuery);
    if (urlQuery !== text.trim()) setText(urlQuery);
  }
  return [text, setText];
}
