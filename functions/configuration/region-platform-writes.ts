import type * as z from 'zod';
import { platformInstructionsFields, platformInstructionsOf } from '../../shared/catalog/activation-instructions';
import { ConflictError } from '../../shared/errors/domain-errors';
import type { platformCreateSchema, platformFields, regionCreateSchema, regionFields } from '../../shared/content/reference-input';
import type { Deps } from '../lib/deps';
import type { TxWrite } from '../orders/transaction-types';
import { platformView, regionView } from './configuration-data';
import { createReference, setOrRemove, updateReference, type Actor } from './reference-writes';

type WriteDeps = Pick<Deps, 'store' | 'now'>;

/**
 * Regions and platforms are keyed by an id the seed derives from the code (`us` for US, `steam` for steam); new ones
 * follow it, so the conditional create keeps codes unique. The code index is asked first for records made otherwise.
 */
async function refuseTakenCode(deps: WriteDeps, kind: 'region' | 'platform', code: string) {
  const found = kind === 'region' ? await deps.store.entities.region.query.byCode({ code }).go({ limit: 1 }) : await deps.store.entities.platform.query.byCode({ code }).go({ limit: 1 });
  if (found.data.length) throw new ConflictError(`A ${kind} with the code ${code} already exists.`, { fieldErrors: [{ path: 'body.code', message: `Code ${code} is taken` }] });
}

export async function createRegion(deps: WriteDeps, actor: Actor, input: z.output<typeof regionCreateSchema>) {
  await refuseTakenCode(deps, 'region', input.code);
  const item = { regionId: input.code.toLowerCase(), code: input.code, name: input.name, isGlobal: input.isGlobal, excludedCountries: input.excludedCountries, ...(input.restrictions ? { restrictions: input.restrictions } : {}) };
  await createReference(deps, actor, 'region', { id: item.regionId, code: item.code, name: item.name, after: item }, (tx) => tx.region.create(item).commit() as TxWrite);
  return regionView((await deps.store.entities.region.get({ regionId: item.regionId }).go({ consistent: true })).data!);
}

/** The whole list of excluded countries is replaced, with the region's other fields and the audit entry, in one transaction. */
export async function updateRegion(deps: WriteDeps, actor: Actor, regionId: string, input: z.output<typeof regionFields>) {
  const current = (await deps.store.entities.region.get({ regionId }).go({ consistent: true })).data;
  const before = current ? regionView(current) : null;
  const after = { regionId, code: current?.code ?? '', name: input.name, isGlobal: input.isGlobal, excludedCountries: input.excludedCountries, ...(input.restrictions ? { restrictions: input.restrictions } : {}) };
  const { set, remove } = setOrRemove({ restrictions: input.restrictions }, ['restrictions'] as const);
  await updateReference(deps, actor, 'region', { id: regionId, name: input.name, before, after, version: current?.updatedAt }, (tx) => {
    const patch = tx.region.patch({ regionId }).set({ name: input.name, isGlobal: input.isGlobal, excludedCountries: input.excludedCountries, ...set });
    return (remove.length ? patch.remove(remove) : patch).where(({ updatedAt }, { eq }) => eq(updatedAt, current!.updatedAt)).commit() as TxWrite;
  });
  return regionView((await deps.store.entities.region.get({ regionId }).go({ consistent: true })).data!);
}

export async function createPlatform(deps: WriteDeps, actor: Actor, input: z.output<typeof platformCreateSchema>) {
  await refuseTakenCode(deps, 'platform', input.code);
  const item = {
    platformId: input.code,
    code: input.code,
    name: input.name,
    ...(input.iconUrl ? { iconUrl: input.iconUrl } : {}),
    ...platformInstructionsOf(input),
  };
  await createReference(deps, actor, 'platform', { id: item.platformId, code: item.code, name: item.name, after: item }, (tx) => tx.platform.create(item).commit() as TxWrite);
  return platformView((await deps.store.entities.platform.get({ platformId: item.platformId }).go({ consistent: true })).data!);
}

export async function updatePlatform(deps: WriteDeps, actor: Actor, platformId: string, input: z.output<typeof platformFields>) {
  const current = (await deps.store.entities.platform.get({ platformId }).go({ consistent: true })).data;
  const before = current ? platformView(current) : null;
  const after = {
    platformId,
    code: current?.code ?? '',
    name: input.name,
    ...(input.iconUrl ? { iconUrl: input.iconUrl } : {}),
    ...platformInstructionsOf(input),
  };
  const { set, remove } = setOrRemove(input, ['iconUrl', ...platformInstructionsFields] as const);
  await updateReference(deps, actor, 'platform', { id: platformId, name: input.name, before, after, version: current?.updatedAt }, (tx) => {
    const patch = tx.platform.patch({ platformId }).set({ name: input.name, ...set });
    return (remove.length ? patch.remove(remove) : patch).where(({ updatedAt }, { eq }) => eq(updatedAt, current!.updatedAt)).commit() as TxWrite;
  });
  return platformView((await deps.store.entities.platform.get({ platformId }).go({ consistent: true })).data!);
}
