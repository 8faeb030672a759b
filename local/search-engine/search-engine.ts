import { performance } from 'node:perf_hooks';
import { FilterSyntaxError } from './filters/filter-syntax-error';
import type { IndexSettings } from '../../shared/search/index-settings';
import { searchFacetValues } from './facet-value-search';
import { IndexStore, type SearchRecord } from './index-store';
import { runSearch } from './run-search';
import { SearchEngineError } from './search-engine-error';
import { encodeSearchParams, readSearchParams } from './search-params';
import { searchableLevels } from './searchable-levels';
import { readSynonym, SynonymSet } from './synonyms';

export interface BatchRequest {
  action: 'addObject' | 'updateObject' | 'partialUpdateObject' | 'partialUpdateObjectNoCreate' | 'deleteObject' | 'clear' | 'delete';
  body?: Record<string, unknown>;
  indexName?: string;
}

export interface OperationParams {
  operation: 'move' | 'copy';
  destination: string;
  scope?: ('settings' | 'synonyms' | 'rules')[];
}

interface IndexEntry {
  settings: IndexSettings;
  /** Standard replicas read their primary's records; only the settings (the ranking) are their own. */
  store: IndexStore | null;
  primary: string | null;
  /** Each index has its own synonyms, replicas included; `forwardToReplicas` copies a write to them. */
  synonyms: SynonymSet;
}

/**
 * The embedded stand-in for Algolia: named indices in memory, answering the subset of the Search API the store
 * uses, in Algolia's response shapes. Writes apply synchronously, so every task is published when asked.
 */
export class SearchEngine {
  private indices = new Map<string, IndexEntry>();
  private lastTask = 0;
  /** Search and write operations per UTC day, as Algolia's Usage API counts them (kept in memory, like the records). */
  private usageByDay = new Map<number, { search: number; write: number }>();

  listIndices(): string[] {
    return [...this.indices.keys()];
  }

  /** Algolia's `GET /1/indexes`: every index with its record count; replicas show their primary's. */
  listIndicesWithEntries() {
    const items = [...this.indices].map(([name, entry]) => {
      const store = entry.store ?? (entry.primary ? this.indices.get(entry.primary)?.store : null) ?? null;
      return {
        name,
        entries: store?.size ?? 0,
        dataSize: 0,
        fileSize: 0,
        lastBuildTimeS: 0,
        numberOfPendingTasks: 0,
        pendingTask: false,
        createdAt: this.startedAt,
        updatedAt: new Date().toISOString(),
        ...(entry.primary ? { primary: entry.primary } : {}),
        ...(entry.settings.replicas?.length ? { replicas: entry.settings.replicas } : {}),
      };
    });
    return { items, nbPages: 1 };
  }

  /**
   * Algolia's Usage API (`GET /1/usage/{statistics}`): per day, `{ t, v }` points of total_search_operations and
   * total_write_operations, counted since this engine started (there is no earlier history on one machine).
   */
  usage(statistics: string[]) {
    const days = [...this.usageByDay].sort(([a], [b]) => a - b);
    const series = (pick: (d: { search: number; write: number }) => number) => days.map(([t, d]) => ({ t, v: pick(d) }));
    const known: Record<string, () => { t: number; v: number }[]> = {
      total_search_operations: () => series((d) => d.search),
      total_write_operations: () => series((d) => d.write),
      total_operations: () => series((d) => d.search + d.write),
    };
    const unknown = statistics.filter((s) => !known[s]);
    if (unknown.length) throw new SearchEngineError(400, `Unknown statistic: ${unknown.join(', ')}`);
    return { ...Object.fromEntries(statistics.map((s) => [s, known[s]!()])), since: this.startedAt };
  }

  readonly startedAt = new Date().toISOString();
  /** Told each search's engine time (the local stack feeds the Performance Monitor with it). */
  onSearch: ((ms: number) => void) | undefined;

  private count(kind: 'search' | 'write', n = 1) {
    const now = new Date();
    const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const entry = this.usageByDay.get(day) ?? { search: 0, write: 0 };
    entry[kind] += n;
    this.usageByDay.set(day, entry);
  }

  setSettings(index: string, settings: IndexSettings) {
    const entry = this.entryOrCreate(index);
    const next = { ...entry.settings, ...settings };
    for (const replica of settings.replicas ?? []) {
      const existing = this.indices.get(replica);
      if (existing?.primary === index) continue;
      const { replicas: _replicas, ...inherited } = next;
      this.indices.set(replica, { settings: { ...inherited, primary: index }, store: null, primary: index, synonyms: existing?.synonyms ?? new SynonymSet() });
    }
    for (const dropped of (entry.settings.replicas ?? []).filter((name) => !(settings.replicas ?? entry.settings.replicas)?.includes(name))) {
      this.detachReplica(dropped);
    }
    entry.settings = next;
    if (entry.store) entry.store.configure(searchableLevels(next.searchableAttributes), separatorsOf(next));
    return { taskID: this.nextTask(), updatedAt: new Date().toISOString() };
  }

  getSettings(index: string): IndexSettings {
    const { settings } = this.entry(index);
    return { hitsPerPage: 20, maxValuesPerFacet: 100, highlightPreTag: '<em>', highlightPostTag: '</em>', ...settings };
  }

  batch(index: string, requests: BatchRequest[]) {
    const entry = this.entryOrCreate(index);
    if (entry.primary !== null) throw new SearchEngineError(400, 'Cannot do write operations on a replica index');
    const store = entry.store!;
    this.count('write', requests.length);
    const objectIDs: string[] = [];
    for (const request of requests) {
      const id = applyBatchRequest(store, request);
      if (id !== null) objectIDs.push(id);
    }
    return { taskID: this.nextTask(), objectIDs };
  }

  /** The multi-index batch: requests name their index; the answer maps each index to its task. */
  multipleBatch(requests: (BatchRequest & { indexName: string })[]) {
    const taskID: Record<string, number> = {};
    const objectIDs: string[] = [];
    for (const request of requests) {
      const result = this.batch(request.indexName, [request]);
      taskID[request.indexName] = result.taskID;
      objectIDs.push(...result.objectIDs);
    }
    return { taskID, objectIDs };
  }

  search(index: string, body: Record<string, unknown>) {
    const started = performance.now();
    const { settings, store, synonyms } = this.readable(index);
    this.count('search');
    const params = readSearchParams(body);
    const result = withFilterErrors(() => runSearch(store, settings, params, synonyms));
    const elapsed = performance.now() - started;
    this.onSearch?.(elapsed);
    return { ...result, params: encodeSearchParams(body), index, processingTimeMS: Math.round(elapsed) };
  }

  searchForFacetValues(index: string, facet: string, body: Record<string, unknown>) {
    const started = performance.now();
    const { settings, store } = this.readable(index);
    this.count('search');
    const facetHits = withFilterErrors(() => searchFacetValues(store, settings, facet, readSearchParams(body)));
    return { facetHits, exhaustiveFacetsCount: true, processingTimeMS: Math.round(performance.now() - started) };
  }

  getObject(index: string, objectID: string): SearchRecord {
    const record = this.readable(index).store.get(objectID);
    if (!record) throw new SearchEngineError(404, 'ObjectID does not exist');
    return record;
  }

  clear(index: string) {
    this.batch(index, [{ action: 'clear' }]);
    return { taskID: this.lastTask, updatedAt: new Date().toISOString() };
  }

  deleteIndex(index: string) {
    const entry = this.indices.get(index);
    if (entry) {
      for (const replica of entry.settings.replicas ?? []) this.detachReplica(replica);
      this.indices.delete(index);
    }
    return { taskID: this.nextTask(), deletedAt: new Date().toISOString() };
  }

  /**
   * Copy or move, as `replaceAllObjects` drives it. The destination keeps its own replicas, which then see the
   * new records; a copy limited to a scope copies settings only.
   */
  operation(index: string, { operation, destination, scope }: OperationParams) {
    const source = this.entry(index);
    if (source.primary !== null) throw new SearchEngineError(400, 'Cannot copy or move a replica index');
    const target = this.entryOrCreate(destination);
    const { replicas: _replicas, primary: _primary, ...sourceSettings } = source.settings;
    const keptReplicas = target.settings.replicas;
    target.settings = { ...sourceSettings, ...(keptReplicas ? { replicas: keptReplicas } : {}) };
    if (operation === 'move') {
      target.store = source.store;
      this.indices.delete(index);
    } else if (scope === undefined) {
      target.store = new IndexStore();
      for (const record of source.store!.all()) target.store.put(record);
    }
    if (scope === undefined || scope.includes('synonyms')) target.synonyms.copyFrom(source.synonyms);
    if (operation === 'move') target.synonyms = source.synonyms;
    target.store!.configure(searchableLevels(target.settings.searchableAttributes), separatorsOf(target.settings));
    return { taskID: this.nextTask(), updatedAt: new Date().toISOString() };
  }

  /** `PUT /1/indexes/{index}/synonyms/{objectID}`: saves one synonym (and on the replicas when forwarded). */
  saveSynonym(index: string, objectID: string, body: unknown, forwardToReplicas: boolean) {
    const hit = readSynonym(body, objectID);
    for (const entry of this.synonymTargets(index, forwardToReplicas)) entry.synonyms.save(hit);
    return { taskID: this.nextTask(), updatedAt: new Date().toISOString(), id: objectID };
  }

  /** `POST /1/indexes/{index}/synonyms/batch`: every synonym is checked before any is saved. */
  saveSynonyms(index: string, body: unknown, forwardToReplicas: boolean, replaceExisting: boolean) {
    if (!Array.isArray(body)) throw new SearchEngineError(400, 'The body must be a list of synonyms');
    const hits = body.map((item) => readSynonym(item));
    for (const entry of this.synonymTargets(index, forwardToReplicas)) {
      if (replaceExisting) entry.synonyms.clear();
      for (const hit of hits) entry.synonyms.save(hit);
    }
    return { taskID: this.nextTask(), updatedAt: new Date().toISOString() };
  }

  getSynonym(index: string, objectID: string) {
    const hit = this.entry(index).synonyms.get(objectID);
    if (!hit) throw new SearchEngineError(404, 'Synonym set does not exist');
    return hit;
  }

  deleteSynonym(index: string, objectID: string, forwardToReplicas: boolean) {
    const targets = this.synonymTargets(index, forwardToReplicas);
    if (!targets[0]!.synonyms.get(objectID)) throw new SearchEngineError(404, 'Synonym set does not exist');
    for (const entry of targets) entry.synonyms.delete(objectID);
    return { taskID: this.nextTask(), deletedAt: new Date().toISOString() };
  }

  clearSynonyms(index: string, forwardToReplicas: boolean) {
    for (const entry of this.synonymTargets(index, forwardToReplicas)) entry.synonyms.clear();
    return { taskID: this.nextTask(), updatedAt: new Date().toISOString() };
  }

  searchSynonyms(index: string, body: Record<string, unknown>) {
    return this.entry(index).synonyms.search(body);
  }

  /** The index (created on a first write, as Algolia creates it) and, when forwarded, its replicas. */
  private synonymTargets(index: string, forwardToReplicas: boolean): IndexEntry[] {
    const entry = this.entryOrCreate(index);
    const replicas = forwardToReplicas ? (entry.settings.replicas ?? []).map((name) => this.indices.get(name)).filter((e): e is IndexEntry => e !== undefined) : [];
    return [entry, ...replicas];
  }

  private entry(index: string): IndexEntry {
    const entry = this.indices.get(index);
    if (!entry) throw new SearchEngineError(404, 'Index does not exist');
    return entry;
  }

  private readable(index: string): { settings: IndexSettings; store: IndexStore; synonyms: SynonymSet } {
    const entry = this.entry(index);
    const store = entry.primary === null ? entry.store : this.indices.get(entry.primary)?.store;
    if (!store) throw new SearchEngineError(404, 'Index does not exist');
    return { settings: entry.settings, store, synonyms: entry.synonyms };
  }

  private entryOrCreate(index: string): IndexEntry {
    let entry = this.indices.get(index);
    if (!entry) {
      entry = { settings: {}, store: new IndexStore(), primary: null, synonyms: new SynonymSet() };
      this.indices.set(index, entry);
    }
    return entry;
  }

  private detachReplica(name: string): void {
    const replica = this.indices.get(name);
    if (!replica || replica.primary === null) return;
    const store = new IndexStore();
    store.configure(searchableLevels(replica.settings.searchableAttributes), separatorsOf(replica.settings));
    for (const record of this.indices.get(replica.primary)?.store?.all() ?? []) store.put(record);
    const { primary: _primary, ...settings } = replica.settings;
    this.indices.set(name, { settings, store, primary: null, synonyms: replica.synonyms });
  }

  private nextTask(): number {
    this.lastTask += 1;
    return this.lastTask;
  }
}

function applyBatchRequest(store: IndexStore, { action, body }: BatchRequest): string | null {
  const objectID = body && typeof body.objectID === 'string' ? body.objectID : body && typeof body.objectID === 'number' ? String(body.objectID) : null;
  switch (action) {
    case 'addObject':
    case 'updateObject': {
      if (!body) throw new SearchEngineError(400, `${action} needs a body`);
      const id = objectID ?? crypto.randomUUID();
      store.put({ ...body, objectID: id });
      return id;
    }
    case 'partialUpdateObject':
    case 'partialUpdateObjectNoCreate': {
      if (objectID === null) throw new SearchEngineError(400, 'Missing objectID');
      const current = store.get(objectID);
      if (!current && action === 'partialUpdateObjectNoCreate') return objectID;
      store.put({ ...current, ...body, objectID } as SearchRecord);
      return objectID;
    }
    case 'deleteObject':
      if (objectID === null) throw new SearchEngineError(400, 'Missing objectID');
      store.remove(objectID);
      return objectID;
    case 'clear':
    case 'delete':
      store.clear();
      return null;
    default:
      throw new SearchEngineError(400, `Unknown batch action: ${String(action)}`);
  }
}

function separatorsOf(settings: IndexSettings): string {
  return typeof settings.separatorsToIndex === 'string' ? settings.separatorsToIndex : '';
}

function withFilterErrors<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof FilterSyntaxError) throw new SearchEngineError(400, `filters: ${error.message}`, { cause: error });
    throw error;
  }
}
