/**
 * Pours server-rendered markup into the SPA's built index.html. React emits hoistable elements (<title>,
 * <meta>, <link>) ahead of the markup when it renders a fragment; they move into <head>, replacing the
 * template's own title and any meta or link they name again.
 */
export interface PageParts {
  /** React's output for #root, hoistables first. */
  html: string;
  /** Extra head elements (canonical link, description) that React does not render. */
  head?: string;
  /** JSON for the state script the client hydrates from (already escaped). */
  stateJson: string;
}

const hoistable = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/;

export function pageDocument(template: string, parts: PageParts): string {
  let body = parts.html;
  const hoisted: string[] = [];
  for (let found = hoistable.exec(body); found; found = hoistable.exec(body)) {
    hoisted.push(found[0]);
    body = body.slice(found[0].length);
  }
  const headAdditions = [...hoisted, parts.head ?? ''].join('');
  let head = template;
  if (/<title>/.test(headAdditions)) head = head.replace(/<title>[^<]*<\/title>/, '');
  for (const name of ['description', 'robots']) {
    if (new RegExp(`<meta name="${name}"`).test(headAdditions)) head = head.replace(new RegExp(`<meta name="${name}"[^>]*>\\s*`), '');
  }
  const root = '<div id="root"></div>';
  if (!head.includes(root) || !head.includes('</head>')) throw new Error('index.html has no empty #root or no </head>');
  return head
    .replace('</head>', `${headAdditions}</head>`)
    .replace(root, `<div id="root">${body}</div><script type="application/json" id="ssr-state">${parts.stateJson}</script>`);
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** `<meta name=…>` and `<link rel=canonical>` for a page's head, with attribute escaping. */
export function headTags(tags: { description?: string; canonicalUrl?: string; robots?: string }): string {
  return [
    tags.description === undefined ? '' : `<meta name="description" content="${escapeAttribute(tags.description)}">`,
    tags.robots === undefined ? '' : `<meta name="robots" content="${escapeAttribute(tags.robots)}">`,
    tags.canonicalUrl === undefined ? '' : `<link rel="canonical" href="${escapeAttribute(tags.canonicalUrl)}">`,
  ].join('');
}
