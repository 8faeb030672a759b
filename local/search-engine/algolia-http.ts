import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../gateway/read-body';
import type { BatchRequest, OperationParams, SearchEngine } from './search-engine';
import { localAlgoliaAppId, localSearchApiKey } from '../../shared/search/search-client-config';
import { SearchEngineError } from './search-engine-error';

export { localAlgoliaAppId };
/** The public, search-only key of the embedded engine; the SPA gets it from /api/search/config. */
export const localSearchKey = localSearchApiKey;

export interface AlgoliaKeys {
  /** Write access: the reindex command and the search-index consumer. */
  adminKey: string;
  searchKey?: string;
}

type Access = 'search' | 'admin';
interface Route {
  method: string;
  pattern: RegExp;
  access: Access;
  run: (engine: SearchEngine, parts: string[], body: Record<string, unknown>, query: URLSearchParams) => unknown;
}

const flag = (query: URLSearchParams, name: string) => query.get(name) === 'true';

const asList = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** The Search API subset the store's clients call, in the order they are tried; `*` paths come before `{index}` ones. */
const routes: Route[] = [
  {
    method: 'POST',
    pattern: /^\/1\/indexes\/\*\/queries$/,
    access: 'search',
    run: (engine, _parts, body) => ({
      results: asList<Record<string, unknown>>(body.requests).map(({ indexName, type, facet, ...params }) =>
        type === 'facet'
          ? engine.searchForFacetValues(String(indexName), String(facet), params)
          : engine.search(String(indexName), params),
      ),
    }),
  },
  {
    method: 'POST',
    pattern: /^\/1\/indexes\/\*\/batch$/,
    access: 'admin',
    run: (engine, _parts, body) => engine.multipleBatch(asList<BatchRequest & { indexName: string }>(body.requests)),
  },
  { method: 'GET', pattern: /^\/1\/task\/([^/]+)$/, access: 'admin', run: () => ({ status: 'published' }) },
  { method: 'GET', pattern: /^\/1\/indexes$/, access: 'admin', run: (engine) => engine.listIndicesWithEntries() },
  { method: 'GET', pattern: /^\/1\/usage\/([a-z_,]+)$/, access: 'admin', run: (engine, [statistics]) => engine.usage(statistics!.split(',')) },
  { method: 'POST', pattern: /^\/1\/indexes\/([^/]+)\/query$/, access: 'search', run: (engine, [index], body) => engine.search(index!, body) },
  {
    method: 'POST',
    pattern: /^\/1\/indexes\/([^/]+)\/facets\/([^/]+)\/query$/,
    access: 'search',
    run: (engine, [index, facet], body) => engine.searchForFacetValues(index!, facet!, body),
  },
  // Synonyms: the fixed paths (batch, clear, search) before the one taking an objectID.
  {
    method: 'POST',
    pattern: /^\/1\/indexes\/([^/]+)\/synonyms\/batch$/,
    access: 'admin',
    run: (engine, [index], body, query) => engine.saveSynonyms(index!, body, flag(query, 'forwardToReplicas'), flag(query, 'replaceExistingSynonyms')),
  },
  { method: 'POST', pattern: /^\/1\/indexes\/([^/]+)\/synonyms\/clear$/, access: 'admin', run: (engine, [index], _body, query) => engine.clearSynonyms(index!, flag(query, 'forwardToReplicas')) },
  { method: 'POST', pattern: /^\/1\/indexes\/([^/]+)\/synonyms\/search$/, access: 'admin', run: (engine, [index], body) => engine.searchSynonyms(index!, body) },
  { method: 'GET', pattern: /^\/1\/indexes\/([^/]+)\/synonyms\/([^/]+)$/, access: 'admin', run: (engine, [index, objectID]) => engine.getSynonym(index!, objectID!) },
  {
    method: 'PUT',
    pattern: /^\/1\/indexes\/([^/]+)\/synonyms\/([^/]+)$/,
    access: 'admin',
    run: (engine, [index, objectID], body, query) => engine.saveSynonym(index!, objectID!, body, flag(query, 'forwardToReplicas')),
  },
  {
    method: 'DELETE',
    pattern: /^\/1\/indexes\/([^/]+)\/synonyms\/([^/]+)$/,
    access: 'admin',
    run: (engine, [index, objectID], _body, query) => engine.deleteSynonym(index!, objectID!, flag(query, 'forwardToReplicas')),
  },
  { method: 'POST', pattern: /^\/1\/indexes\/([^/]+)\/batch$/, access: 'admin', run: (engine, [index], body) => engine.batch(index!, asList<BatchRequest>(body.requests)) },
  { method: 'GET', pattern: /^\/1\/indexes\/([^/]+)\/settings$/, access: 'admin', run: (engine, [index]) => engine.getSettings(index!) },
  { method: 'PUT', pattern: /^\/1\/indexes\/([^/]+)\/settings$/, access: 'admin', run: (engine, [index], body) => engine.setSettings(index!, body) },
  { method: 'GET', pattern: /^\/1\/indexes\/([^/]+)\/task\/([^/]+)$/, access: 'admin', run: () => ({ status: 'published', pendingTask: false }) },
  { method: 'POST', pattern: /^\/1\/indexes\/([^/]+)\/operation$/, access: 'admin', run: (engine, [index], body) => engine.operation(index!, body as unknown as OperationParams) },
  { method: 'POST', pattern: /^\/1\/indexes\/([^/]+)\/clear$/, access: 'admin', run: (engine, [index]) => engine.clear(index!) },
  { method: 'DELETE', pattern: /^\/1\/indexes\/([^/]+)$/, access: 'admin', run: (engine, [index]) => engine.deleteIndex(index!) },
  { method: 'GET', pattern: /^\/1\/indexes\/([^/]+)\/([^/]+)$/, access: 'admin', run: (engine, [index, objectID]) => engine.getObject(index!, objectID!) },
];

/**
 * Serves Algolia's REST API for the embedded engine, so the algoliasearch clients (SPA and server) run unchanged.
 * Credentials come in headers (the full client) or the query string (the browser lite client), as Algolia takes them.
 */
export async function serveAlgolia(req: IncomingMessage, res: ServerResponse, url: URL, engine: SearchEngine, keys: AlgoliaKeys): Promise<void> {
  const method = req.method ?? 'GET';
  const pathname = decodePath(url.pathname);
  const route = routes.find((candidate) => candidate.method === method && candidate.pattern.test(pathname));
  const access = accessOf(req, url, keys);
  if (access === null) return reply(res, 403, { message: 'Invalid Application-ID or API key', status: 403 });
  if (!route) return reply(res, 404, { message: 'Not Found', status: 404 });
  if (route.access === 'admin' && access !== 'admin') return reply(res, 403, { message: 'Method not allowed with this API key', status: 403 });
  try {
    const raw = await readBody(req);
    const body = raw.length === 0 ? {} : (JSON.parse(raw.toString('utf8')) as Record<string, unknown>);
    const parts = route.pattern.exec(pathname)!.slice(1).map((part) => decodeURIComponent(part));
    reply(res, 200, route.run(engine, parts, body, url.searchParams));
  } catch (error) {
    if (error instanceof SearchEngineError) return reply(res, error.status, { message: error.message, status: error.status });
    if (error instanceof SyntaxError) return reply(res, 400, { message: 'Invalid JSON', status: 400 });
    throw error;
  }
}

function accessOf(req: IncomingMessage, url: URL, keys: AlgoliaKeys): Access | null {
  const appId = header(req, 'x-algolia-application-id') ?? url.searchParams.get('x-algolia-application-id');
  const apiKey = header(req, 'x-algolia-api-key') ?? url.searchParams.get('x-algolia-api-key');
  if (appId !== localAlgoliaAppId || !apiKey) return null;
  if (apiKey === keys.adminKey) return 'admin';
  if (apiKey === (keys.searchKey ?? localSearchKey)) return 'search';
  return null;
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === 'string' ? value : null;
}

/** Keeps `%2F` inside one path segment: only the segments are decoded, after matching. */
function decodePath(pathname: string): string {
  return pathname.replace(/%2A/gi, '*');
}

function reply(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', 'content-length': Buffer.byteLength(text), 'cache-control': 'no-store' });
  res.end(text);
}
