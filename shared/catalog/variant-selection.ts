/** The part of a variant that the platform, region and edition selectors look at. */
export interface SelectableVariant {
  platform: { code: string; name: string };
  region: { code: string; name: string };
  faceValue: string | null;
}

/** A visitor's choice, e.g. from ?platform=steam&region=GLOBAL&edition=standard; any part may be missing or unknown. */
export interface VariantChoice {
  platform?: string | null | undefined;
  region?: string | null | undefined;
  edition?: string | null | undefined;
}

export interface SelectorOption {
  /** What the query parameter and the selector's value carry. */
  value: string;
  label: string;
}

export interface VariantSelection<V extends SelectableVariant> {
  variant: V | null;
  platform: string | null;
  region: string | null;
  edition: string | null;
  platforms: SelectorOption[];
  regions: SelectorOption[];
  editions: SelectorOption[];
}

const standardEdition = 'Standard Edition';
const standardParam = 'standard';
const standardNames = new Set([standardParam, 'standard edition']);

const normalise = (value: string) => value.trim().toLowerCase();

/** A variant's edition or face value as shown; a key without one is the 'Standard Edition'. */
export function editionLabel(variant: Pick<SelectableVariant, 'faceValue'>): string {
  return variant.faceValue?.trim() || standardEdition;
}

/** The edition's query parameter value: 'standard' for the standard edition, else its text. */
export function editionParam(variant: Pick<SelectableVariant, 'faceValue'>): string {
  const label = editionLabel(variant);
  return standardNames.has(normalise(label)) ? standardParam : label;
}

function uniqueOptions<V>(variants: readonly V[], option: (v: V) => SelectorOption): SelectorOption[] {
  const seen = new Map<string, SelectorOption>();
  for (const variant of variants) {
    const o = option(variant);
    if (!seen.has(normalise(o.value))) seen.set(normalise(o.value), o);
  }
  return [...seen.values()];
}

/** The option matching `wanted` case-insensitively, else the first option (the cheapest, as variants come sorted). */
function pick(options: SelectorOption[], wanted: string | null | undefined): string | null {
  const match = wanted ? options.find((o) => normalise(o.value) === normalise(wanted)) : undefined;
  return (match ?? options[0])?.value ?? null;
}

const same = (a: string, b: string | null) => b !== null && normalise(a) === normalise(b);

/**
 * Resolves platform, then region, then edition to one variant. Each selector offers what exists under the choices
 * before it; a choice that does not exist there falls back to the first option, so with no choice at all the
 * first variant is selected, and changing the platform keeps the region and edition when the platform has them.
 */
export function selectVariant<V extends SelectableVariant>(variants: readonly V[], choice: VariantChoice = {}): VariantSelection<V> {
  const platforms = uniqueOptions(variants, (v) => ({ value: v.platform.code, label: v.platform.name }));
  const platform = pick(platforms, choice.platform);
  const onPlatform = variants.filter((v) => same(v.platform.code, platform));
  const regions = uniqueOptions(onPlatform, (v) => ({ value: v.region.code, label: v.region.name }));
  const region = pick(regions, choice.region);
  const inRegion = onPlatform.filter((v) => same(v.region.code, region));
  const editions = uniqueOptions(inRegion, (v) => ({ value: editionParam(v), label: editionLabel(v) }));
  const edition = pick(editions, choice.edition && standardNames.has(normalise(choice.edition)) ? standardParam : choice.edition);
  const variant = inRegion.find((v) => same(editionParam(v), edition)) ?? null;
  return { variant, platform, region, edition, platforms, regions, editions };
}
