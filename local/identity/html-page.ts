import { createHash } from 'node:crypto';

const style =
  'body{font-family:system-ui,sans-serif;max-width:56rem;margin:2rem auto;padding:0 1rem;color:#111}' +
  'form{max-width:24rem}label{display:block;margin:.75rem 0 .25rem}input{box-sizing:border-box;width:100%;padding:.5rem;font:inherit}' +
  'button{margin-top:1rem;padding:.5rem 1rem;font:inherit}table{border-collapse:collapse;width:100%}' +
  'th,td{border-bottom:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top}code{font-size:1.2em}.error{color:#b00020}.message{white-space:pre-wrap;overflow-wrap:anywhere}';

/** The stylesheet is allowed by its hash, so the pages need neither inline script nor 'unsafe-inline'. */
const styleSource = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;

export interface HtmlPage {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A small, script-free HTML page with its own strict CSP; `formTargets` are the origins its form may end up at. */
export function htmlPage(title: string, content: string, options: { status?: number; formTargets?: string[] } = {}): HtmlPage {
  const formAction = options.formTargets?.length ? `'self' ${options.formTargets.join(' ')}` : "'none'";
  return {
    status: options.status ?? 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'content-security-policy': `default-src 'none'; style-src ${styleSource}; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
    },
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${style}</style></head><body>${content}</body></html>`,
  };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
