import { ConflictError, NotFoundError, UnprocessableError } from '../../shared/errors/domain-errors';
import { indexName, searchLanguages, type SearchLanguage } from '../../shared/search/index-names';
import { storeSynonyms } from '../../shared/search/store-synonyms';
import { maxSynonymsPerLanguage, synonymIdFor, synonymWords, type SynonymBody, type SynonymHit } from '../../shared/search/synonym';
import type { SynonymList, SynonymView } from '../../shared/search/synonym-views';
import type { Deps } from '../lib/deps';
import type { SearchSynonymItem } from '../lib/data/entities/search-synonym';

type SynonymDeps = Pick<Deps, 'store' | 'searchIndex'>;

/** The store's synonyms were seeded into this table (once: staff may delete seeded ones, and they stay deleted). */
export const storeSynonymsMigration = 'store-synonyms';

function hitOf(item: SearchSynonymItem): SynonymHit {
  switch (item.type) {
    case 'synonym':
      return { objectID: item.objectID, type: item.type, synonyms: item.synonyms ?? [] };
    case 'onewaysynonym':
      return { objectID: item.objectID, type: item.type, input: item.input ?? '', synonyms: item.synonyms ?? [] };
    case 'altcorrection1':
    case 'altcorrection2':
      return { objectID: item.objectID, type: item.type, word: item.word ?? '', corrections: item.corrections ?? [] };
    case 'placeholder':
      return { objectID: item.objectID, type: item.type, placeholder: item.placeholder ?? '', replacements: item.replacements ?? [] };
  }
}

/** The same type and the same words, whatever their case and order ('Dlc, expansion' is 'expansion, dlc'). */
function sameSynonym(hit: SynonymHit, body: SynonymBody): boolean {
  const key = (h: SynonymBody) => JSON.stringify([h.type, ...synonymWords(h).map((w, i) => (i === 0 && h.type !== 'synonym' ? `=${w.toLowerCase()}` : w.toLowerCase())).sort()]);
  const { objectID: _id, ...rest } = hit;
  return key(rest as SynonymBody) === key(body);
}

const viewOf = (item: SearchSynonymItem): SynonymView => ({ language: item.language, synonym: hitOf(item), updatedAt: item.updatedAt, updatedBy: item.updatedBy ?? null });

async function stored(deps: Pick<Deps, 'store'>, language: SearchLanguage): Promise<SearchSynonymItem[]> {
  return (await deps.store.entities.searchSynonym.query.byLanguage({ language }).go({ pages: 'all' })).data;
}

export async function listSynonyms(deps: Pick<Deps, 'store'>, language: SearchLanguage): Promise<SynonymList> {
  const items = await stored(deps, language);
  items.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.objectID.localeCompare(b.objectID));
  return { language, synonyms: items.map(viewOf), limit: maxSynonymsPerLanguage };
}

/** The language's stored synonyms, pushed whole to its index and replicas (the table is the truth). */
export async function pushSynonyms(deps: SynonymDeps, language: SearchLanguage, hits?: SynonymHit[]): Promise<number> {
  const list = hits ?? (await stored(deps, language)).map(hitOf);
  await deps.searchIndex.replaceSynonyms(indexName(language), list);
  return list.length;
}

/**
 * A change goes to the engine first, as the list it makes (an engine that cannot take it refuses the change before
 * anything is stored), then to the table, then the table's list is pushed again, so two staff saving at once
 * leave the index with both changes.
 */
async function change(deps: SynonymDeps, language: SearchLanguage, next: (items: SynonymHit[]) => SynonymHit[], write: () => Promise<void>): Promise<void> {
  await pushSynonyms(deps, language, next((await stored(deps, language)).map(hitOf)));
  await write();
  await pushSynonyms(deps, language);
}

const fields = (body: SynonymBody) => {
  const empty = { synonyms: undefined, input: undefined, word: undefined, corrections: undefined, placeholder: undefined, replacements: undefined };
  return { ...empty, ...body };
};

export async function addSynonym(deps: SynonymDeps, language: SearchLanguage, body: SynonymBody, updatedBy: string | null): Promise<SynonymView> {
  const items = await stored(deps, language);
  if (items.length >= maxSynonymsPerLanguage) throw new UnprocessableError(`A language holds at most ${maxSynonymsPerLanguage} synonyms; delete one first.`);
  const same = items.find((i) => sameSynonym(hitOf(i), body));
  if (same) throw new ConflictError(`This synonym already exists (${same.objectID}).`);
  const taken = new Set(items.map((i) => i.objectID));
  const base = synonymIdFor(body);
  let objectID = base;
  for (let n = 2; taken.has(objectID); n += 1) objectID = `${base.slice(0, 60)}-${n}`;
  const hit = { ...body, objectID } as SynonymHit;
  await change(deps, language, (list) => [...list, hit], async () => {
    try {
      await deps.store.entities.searchSynonym.create({ language, objectID, ...fields(body), ...(updatedBy ? { updatedBy } : {}) }).go();
    } catch (error) {
      if ((error as { cause?: { name?: string } }).cause?.name === 'ConditionalCheckFailedException') throw new ConflictError('A synonym with this id was added a moment ago; try again.');
      throw error;
    }
  });
  return (await getView(deps, language, objectID))!;
}

export async function saveSynonym(deps: SynonymDeps, language: SearchLanguage, objectID: string, body: SynonymBody, updatedBy: string | null): Promise<SynonymView> {
  if (!(await getView(deps, language, objectID))) throw new NotFoundError('Synonym not found');
  const hit = { ...body, objectID } as SynonymHit;
  await change(deps, language, (list) => list.map((h) => (h.objectID === objectID ? hit : h)), async () => {
    await deps.store.entities.searchSynonym.put({ language, objectID, ...fields(body), ...(updatedBy ? { updatedBy } : {}) }).go();
  });
  return (await getView(deps, language, objectID))!;
}

export async function deleteSynonym(deps: SynonymDeps, language: SearchLanguage, objectID: string): Promise<{ deleted: true; objectID: string }> {
  if (!(await getView(deps, language, objectID))) throw new NotFoundError('Synonym not found');
  await change(deps, language, (list) => list.filter((h) => h.objectID !== objectID), async () => {
    await deps.store.entities.searchSynonym.delete({ language, objectID }).go();
  });
  return { deleted: true, objectID };
}

async function getView(deps: Pick<Deps, 'store'>, language: SearchLanguage, objectID: string): Promise<SynonymView | null> {
  const { data } = await deps.store.entities.searchSynonym.get({ language, objectID }).go({ consistent: true });
  return data ? viewOf(data) : null;
}

/** Seeds the store's synonyms once per table (the reindex calls it, so a fresh table on AWS or locally gets them). */
export async function seedStoreSynonyms(deps: Pick<Deps, 'store'>): Promise<number> {
  if ((await deps.store.entities.tableMigration.get({ name: storeSynonymsMigration }).go({ consistent: true })).data) return 0;
  let written = 0;
  for (const language of searchLanguages) {
    const items = storeSynonyms(language).map(({ objectID, ...body }) => ({ language, objectID, ...fields(body as SynonymBody) }));
    if (items.length) await deps.store.entities.searchSynonym.put(items).go();
    written += items.length;
  }
  await deps.store.entities.tableMigration.put({ name: storeSynonymsMigration, moved: written }).go();
  return written;
}
