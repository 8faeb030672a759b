import type * as z from 'zod';
import type { countryCreateSchema, countryFields, languageCreateSchema, languageFields } from '../../shared/content/reference-input';
import type { Deps } from '../lib/deps';
import type { TxWrite } from '../orders/transaction-types';
import { countryView, languageView } from './configuration-data';
import { createReference, setOrRemove, updateReference, type Actor } from './reference-writes';

type WriteDeps = Pick<Deps, 'store' | 'now'>;

export async function createLanguage(deps: WriteDeps, actor: Actor, input: z.output<typeof languageCreateSchema>) {
  const item = { code: input.code, name: input.name, isActive: input.isActive, ...(input.nativeName ? { nativeName: input.nativeName } : {}) };
  await createReference(deps, actor, 'language', { id: item.code, code: item.code, name: item.name, after: item }, (tx) => tx.language.create(item).commit() as TxWrite);
  return languageView((await deps.store.entities.language.get({ code: item.code }).go({ consistent: true })).data!);
}

export async function updateLanguage(deps: WriteDeps, actor: Actor, code: string, input: z.output<typeof languageFields>) {
  const current = (await deps.store.entities.language.get({ code }).go({ consistent: true })).data;
  const after = { code, name: input.name, isActive: input.isActive, ...(input.nativeName ? { nativeName: input.nativeName } : {}) };
  const { set, remove } = setOrRemove({ nativeName: input.nativeName }, ['nativeName'] as const);
  await updateReference(deps, actor, 'language', { id: code, name: input.name, before: current ? languageView(current) : null, after, version: current?.updatedAt }, (tx) => {
    const patch = tx.language.patch({ code }).set({ name: input.name, isActive: input.isActive, ...set });
    return (remove.length ? patch.remove(remove) : patch).where(({ updatedAt }, { eq }) => eq(updatedAt, current!.updatedAt)).commit() as TxWrite;
  });
  return languageView((await deps.store.entities.language.get({ code }).go({ consistent: true })).data!);
}

export async function createCountry(deps: WriteDeps, actor: Actor, input: z.output<typeof countryCreateSchema>) {
  const item = { code: input.code, name: input.name, isActive: input.isActive };
  await createReference(deps, actor, 'country', { id: item.code, code: item.code, name: item.name, after: item }, (tx) => tx.country.create(item).commit() as TxWrite);
  return countryView((await deps.store.entities.country.get({ code: item.code }).go({ consistent: true })).data!);
}

export async function updateCountry(deps: WriteDeps, actor: Actor, code: string, input: z.output<typeof countryFields>) {
  const current = (await deps.store.entities.country.get({ code }).go({ consistent: true })).data;
  const after = { code, name: input.name, isActive: input.isActive };
  await updateReference(deps, actor, 'country', { id: code, name: input.name, before: current ? countryView(current) : null, after, version: current?.updatedAt }, (tx) =>
    tx.country.patch({ code }).set({ name: input.name, isActive: input.isActive }).where(({ updatedAt }, { eq }) => eq(updatedAt, current!.updatedAt)).commit() as TxWrite,
  );
  return countryView((await deps.store.entities.country.get({ code }).go({ consistent: true })).data!);
}
