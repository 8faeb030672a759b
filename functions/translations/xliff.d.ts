// The xliff package ships no types; these cover the two converters the translation exchange uses.
declare module 'xliff/xliff2js' {
  export interface XliffJs {
    sourceLanguage?: string;
    targetLanguage?: string;
    resources: Record<string, Record<string, { source?: unknown; target?: unknown; note?: unknown }>>;
  }
  export default function xliff2js(xml: string, options?: { inlineAsString?: boolean }): Promise<XliffJs>;
}
declare module 'xliff/js2xliff' {
  import type { XliffJs } from 'xliff/xliff2js';
  export default function js2xliff(js: XliffJs, options?: { indent?: string }): Promise<string>;
}
