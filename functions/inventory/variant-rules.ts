import type { ProductType } from '../../shared/catalog/product';
import { ValidationError } from '../../shared/errors/domain-errors';
import type { CreateVariantInput, UpdateVariantInput } from '../../shared/inventory/variant-input';
import { toCents } from '../../shared/inventory/variant-input';
import type { Deps } from '../lib/deps';

/** §5: a face value is a gift card's value or a key's edition; languages belong to keys and accounts. */
const takesFaceValue = (type: ProductType) => type === 'gift_card' || type === 'key';
const takesLanguages = (type: ProductType) => type === 'key' || type === 'account';

/** The stored fields an input sets, and the optional ones it clears, after checking it against the product type. */
export async function variantChanges(deps: Pick<Deps, 'store'>, type: ProductType, input: CreateVariantInput | UpdateVariantInput) {
  const errors: { path: string; message: string }[] = [];
  if (input.faceValue && !takesFaceValue(type)) errors.push({ path: 'body.faceValue', message: 'Face value applies only to gift cards and keys' });
  if (input.languageCodes?.length && !takesLanguages(type)) errors.push({ path: 'body.languageCodes', message: 'Languages apply only to keys and accounts' });
  const custom = input.customInstructions ?? (input.activationInstructions !== undefined ? true : undefined);
  if (custom && !input.activationInstructions) errors.push({ path: 'body.activationInstructions', message: 'Write the custom instructions, or switch back to the default' });
  if (input.languageCodes?.length) {
    const known = new Set((await deps.store.entities.language.query.byCode({}).go({ pages: 'all' })).data.map((l) => l.code));
    input.languageCodes.forEach((code, i) => {
      if (!known.has(code)) errors.push({ path: `body.languageCodes.${i}`, message: `Unknown language ${code}` });
    });
  }
  if (errors.length) throw new ValidationError(errors[0]!.message, { fieldErrors: errors });
  const set = {
    ...(input.priceUsd !== undefined ? { priceUsdCents: toCents(input.priceUsd) } : {}),
    ...(input.retailPriceUsd != null ? { retailPriceUsdCents: toCents(input.retailPriceUsd) } : {}),
    ...(input.faceValue ? { faceValue: input.faceValue } : {}),
    ...(input.languageCodes ? { languageCodes: [...new Set(input.languageCodes)] } : {}),
    ...(input.forceAvailable !== undefined ? { forceAvailable: input.forceAvailable } : {}),
    ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
    ...(custom && input.activationInstructions ? { activationInstructions: input.activationInstructions } : {}),
    ...(input.searchKeywords ? { searchKeywords: input.searchKeywords } : {}),
    ...(input.lowStockThreshold !== undefined ? { lowStockThreshold: input.lowStockThreshold } : {}),
  };
  const remove = [
    ...(input.retailPriceUsd === null ? (['retailPriceUsdCents'] as const) : []),
    ...(input.faceValue === null || input.faceValue === '' ? (['faceValue'] as const) : []),
    ...(custom === false ? (['activationInstructions'] as const) : []),
  ];
  return { set, remove };
}
