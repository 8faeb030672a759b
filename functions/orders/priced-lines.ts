import { chooseInstructions } from '../../shared/catalog/activation-instructions';
import { regionCompatibility } from '../../shared/catalog/region-compatibility';
import { stockState } from '../../shared/catalog/stock-state';
import { checkLine, deliveryFor, maxQuantityFor, type CartLine } from '../../shared/orders/cart';
import { lineTotalCents, sumCents } from '../../shared/orders/money';
import type { CartQuote, QuotedLine } from '../../shared/orders/order-views';
import { countryName } from '../../shared/reference/countries';
import type { ProductItem } from '../lib/data/entities/product';
import type { VariantItem } from '../lib/data/entities/variant';
import type { Deps } from '../lib/deps';
import { referenceLookup } from '../catalog/reference-lookup';
import { withTranslations } from '../catalog/view-translations';
import { translatedLanguages, type Translations } from '../../shared/catalog/translations';
import type { PlatformItem } from '../lib/data/entities/platform';

export interface PricedLine extends QuotedLine {
  variant: VariantItem;
  product: ProductItem;
  activationInstructions: string | null;
  instructionTranslations: Translations<'activationInstructions'>;
}

/**
 * Prices cart lines from the table as they stand now: each variant's price, its stock counter and its product's
 * pre-order window, and the region check for the visitor's country. Lines of unknown variants come back unavailable
 * rather than failing the whole cart. Reads are consistent, so a sale a moment ago is already seen.
 */
export async function priceLines(deps: Deps, lines: readonly CartLine[], countryCode: string | null): Promise<{ quote: CartQuote; lines: PricedLine[] }> {
  const now = deps.now();
  const reference = await referenceLookup(deps);
  const country = countryCode ? { code: countryCode, name: countryName(countryCode) ?? countryCode } : null;
  const found = await loadVariants(deps, lines.map((l) => l.variantId));
  // A region or platform newer than the cached reference data is read directly: an unknown region must never pass
  // the region check by default.
  const missingRegions = [...new Set(found.flatMap((f) => (f && !reference.regions.has(f.variant.regionId) ? [f.variant.regionId] : [])))];
  const regions = new Map(reference.regions);
  for (const region of await Promise.all(missingRegions.map(async (regionId) => (await deps.store.entities.region.get({ regionId }).go()).data))) {
    if (region) regions.set(region.regionId, region);
  }
  const priced: PricedLine[] = [];
  lines.forEach((line, i) => {
    const hit = found[i];
    if (!hit) return;
    const { variant, product } = hit;
    const platform = reference.platforms.get(variant.platformId);
    const region = regions.get(variant.regionId);
    const stock = { state: stockState(variant, product, now), availableKeys: variant.availableKeys };
    const checked = checkLine(line, stock, variant.priceUsdCents);
    const verdict = region ? regionCompatibility(region, country) : { kind: 'compatible' as const };
    priced.push({
      variant,
      product,
      variantId: variant.variantId,
      productId: product.productId,
      productSlug: product.slug,
      productName: product.name,
      productType: product.productType,
      imageUrl: product.imageUrl ?? null,
      platform: { code: platform?.code ?? variant.platformId, name: platform?.name ?? variant.platformId },
      region: { code: region?.code ?? variant.regionId, name: region?.name ?? variant.regionId },
      faceValue: variant.faceValue ?? null,
      unitCents: variant.priceUsdCents,
      requestedQuantity: line.quantity,
      quantity: checked.quantity,
      lineCents: lineTotalCents(variant.priceUsdCents, checked.quantity),
      stockState: stock.state,
      maxQuantity: maxQuantityFor(stock),
      delivery: deliveryFor(stock, Math.max(1, checked.quantity)),
      expectedDeliveryDate: product.expectedDeliveryDate ?? null,
      regionCheck: { kind: verdict.kind, message: verdict.kind === 'compatible' ? null : verdict.message },
      needsRegionAck: verdict.kind !== 'compatible',
      problems: checked.problems,
      ...lineTexts(product, variant, platform),
    });
  });
  const missing = lines.filter((_, i) => !found[i]);
  const quoteLines: QuotedLine[] = [...priced.map(toQuoted), ...missing.map(unknownLine)];
  return {
    lines: priced,
    quote: {
      lines: quoteLines,
      subtotalCents: sumCents(quoteLines.map((l) => l.lineCents)),
      currency: 'USD',
      country,
      purchasable: quoteLines.length > 0 && quoteLines.every((l) => l.quantity > 0),
    },
  };
}

/** Which product a variant belongs to never changes, so it is kept per container once looked up. */
const productOfVariant = new Map<string, string>();
const maxRemembered = 20_000;

/**
 * Each line's variant and product as they stand now: the variant's product from memory (or its id index once), then
 * one consistent Query per product for the product and its variants together, so a sale a moment ago is seen.
 */
async function loadVariants(deps: Deps, variantIds: readonly string[]): Promise<({ variant: VariantItem; product: ProductItem } | null)[]> {
  const homes = await Promise.all(
    variantIds.map(async (variantId) => {
      const known = productOfVariant.get(variantId);
      if (known) return known;
      const found = (await deps.store.entities.variant.query.byId({ variantId }).go({ limit: 1, attributes: ['productId'] })).data[0];
      if (!found) return null;
      if (productOfVariant.size >= maxRemembered) productOfVariant.clear();
      productOfVariant.set(variantId, found.productId);
      return found.productId;
    }),
  );
  const products = new Map(
    await Promise.all(
      [...new Set(homes.filter((h): h is string => h !== null))].map(async (productId) => {
        const both = await deps.store.collections.productWithVariants({ productId }).go({ consistent: true, pages: 'all' });
        return [productId, both.data] as const;
      }),
    ),
  );
  return variantIds.map((variantId, i) => {
    const home = homes[i] ? products.get(homes[i]!) : undefined;
    const product = home?.product[0];
    const variant = home?.variant.find((v) => v.variantId === variantId);
    return product && variant ? { product, variant } : null;
  });
}

function toQuoted(line: PricedLine): QuotedLine {
  const { variant: _variant, product: _product, activationInstructions: _instructions, instructionTranslations: _translated, ...quoted } = line;
  return quoted;
}

/** The line's name and face value in es and pt for the shopper, and the instructions for its type kept for the order. */
function lineTexts(product: ProductItem, variant: VariantItem, platform: PlatformItem | undefined) {
  const instructions = chooseInstructions(product.productType, variant, platform);
  const translations: Translations<'productName' | 'faceValue'> = {};
  for (const language of translatedLanguages) {
    const productName = product.translations?.[language]?.name;
    const faceValue = variant.translations?.[language]?.faceValue;
    if (productName || faceValue) translations[language] = { ...(productName ? { productName } : {}), ...(faceValue ? { faceValue } : {}) };
  }
  return { activationInstructions: instructions.activationInstructions, ...withTranslations(translations), instructionTranslations: instructions.translations };
}

/** A line whose variant no longer exists: shown so the shopper can remove it, never sold. */
function unknownLine(line: CartLine): QuotedLine {
  return {
    variantId: line.variantId,
    productId: '',
    productSlug: '',
    productName: 'No longer available',
    productType: 'key',
    imageUrl: null,
    platform: { code: '', name: '' },
    region: { code: '', name: '' },
    faceValue: null,
    unitCents: 0,
    requestedQuantity: line.quantity,
    quantity: 0,
    lineCents: 0,
    stockState: 'inactive',
    maxQuantity: 0,
    delivery: 'instant',
    expectedDeliveryDate: null,
    regionCheck: { kind: 'compatible', message: null },
    needsRegionAck: false,
    problems: ['unavailable'],
  };
}
