import type { CoverLanguage } from './cover-url';
import type { PlatformCode } from './platform';
import type { ProductType } from './product';

export interface CoverInput {
  /** The product's name in the cover's language: the title and the image's accessible name. */
  name: string;
  platform: PlatformCode;
  productType: ProductType;
  language: CoverLanguage;
  /** What places the rings; the English name, so a product's covers in every language and platform share their art. */
  seed?: string;
}

/** Each platform's brand-like pair (dark, accent), so a shelf of covers reads by platform at a glance. */
export const platformColours: Record<PlatformCode, { dark: string; accent: string; label: string }> = {
  playstation: { dark: '#00246b', accent: '#2f8cff', label: 'PlayStation' },
  xbox: { dark: '#0b3d0b', accent: '#2ecc40', label: 'Xbox' },
  steam: { dark: '#0e1a2b', accent: '#66c0f4', label: 'Steam' },
  nintendo: { dark: '#5c0010', accent: '#ff3b4a', label: 'Nintendo' },
  epic: { dark: '#121212', accent: '#c9c9c9', label: 'Epic Games' },
  battlenet: { dark: '#031c3a', accent: '#148eff', label: 'Battle.net' },
  pc: { dark: '#25133f', accent: '#b26bff', label: 'PC' },
};

/** The type's label on the cover's pill, per language (the storefront's type names, a key named as a game's). */
export const coverTypeLabels: Record<CoverLanguage, Record<ProductType, string>> = {
  en: { key: 'GAME KEY', account: 'ACCOUNT', gift_card: 'GIFT CARD', subscription: 'SUBSCRIPTION', dlc: 'DLC', software: 'SOFTWARE' },
  es: { key: 'CLAVE DE JUEGO', account: 'CUENTA', gift_card: 'TARJETA REGALO', subscription: 'SUSCRIPCIÓN', dlc: 'DLC', software: 'SOFTWARE' },
  pt: { key: 'CHAVE DE JOGO', account: 'CONTA', gift_card: 'CARTÃO-PRESENTE', subscription: 'ASSINATURA', dlc: 'DLC', software: 'SOFTWARE' },
};

/** One motif per type, drawn in the accent colour on the right of the cover. */
const typeMotifs: Record<ProductType, string> = {
  key: '<circle cx="318" cy="92" r="26" stroke-width="8"/><path d="M336 110l38 38m-14-14l-12 12m24 0l-10 10" stroke-width="8"/>',
  account: '<circle cx="330" cy="80" r="22" stroke-width="7"/><path d="M290 150c4-30 26-44 40-44s36 14 40 44" stroke-width="7"/>',
  gift_card: '<rect x="282" y="60" width="96" height="64" rx="10" stroke-width="7"/><path d="M282 84h96M330 60v64" stroke-width="7"/>',
  subscription: '<path d="M370 92a40 40 0 1 1-12-28" stroke-width="8"/><path d="M362 44v22h-22" stroke-width="8"/>',
  dlc: '<rect x="290" y="52" width="44" height="44" rx="6" stroke-width="7"/><rect x="334" y="96" width="44" height="44" rx="6" stroke-width="7"/>',
  software: '<rect x="282" y="56" width="96" height="70" rx="8" stroke-width="7"/><path d="M300 80l14 12-14 12M326 106h30" stroke-width="7"/>',
};

const width = 400;
const height = 300;
const maxLineChars = 18;
const maxLines = 3;

/** Escapes text for an SVG text node or attribute: the five XML specials, and control characters XML 1.0 forbids. */
export function escapeXml(text: string): string {
  return text
    // Control characters other than tab and newlines are not allowed in XML 1.0 at all, even escaped.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Greedy word wrap into at most `maxLines` lines; a longer title ends with an ellipsis, a long word is cut. */
export function wrapTitle(name: string): string[] {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const cut = word.length > maxLineChars ? `${word.slice(0, maxLineChars - 1)}…` : word;
    if (!line) line = cut;
    else if (line.length + 1 + cut.length <= maxLineChars) line = `${line} ${cut}`;
    else {
      lines.push(line);
      line = cut;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1]!;
  kept[maxLines - 1] = `${last.length >= maxLineChars ? last.slice(0, maxLineChars - 1) : last}…`;
  return kept;
}

/** `count` bytes that depend only on `text`: FNV-1a of it seeds xorshift32 (no crypto module, so the web can run it too). */
function textBytes(text: string, count: number): number[] {
  let state = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) state = Math.imul(state ^ text.charCodeAt(i), 0x01000193) >>> 0;
  const bytes: number[] = [];
  for (let i = 0; i < count; i++) {
    state ||= 0x9e3779b9; // xorshift stays at zero once there
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    bytes.push(state & 0xff);
  }
  return bytes;
}

/**
 * A product cover (400×300, the cards' 4:3) from its name, platform, type and language: the platform's colours as a
 * gradient, the type's motif, a few rings placed by a hash of the seed (so two covers of one platform differ, and one
 * product always gives the same bytes), the title in the system font stack (no web font to fetch) and the type, in the
 * cover's language, and the platform as labels.
 */
export function coverSvg(input: CoverInput): string {
  const colours = platformColours[input.platform];
  const digest = textBytes(input.seed ?? input.name, 10);
  const rings = [0, 1, 2]
    .map((i) => {
      const cx = 40 + (digest[i * 3]! % 320);
      const cy = 30 + (digest[i * 3 + 1]! % 240);
      const r = 30 + (digest[i * 3 + 2]! % 70);
      return `<circle cx="${cx}" cy="${cy}" r="${r}"/>`;
    })
    .join('');
  const angle = digest[9]! % 90;
  const lines = wrapTitle(input.name);
  const fontSize = lines.some((l) => l.length > 14) ? 26 : 30;
  const lineHeight = fontSize + 6;
  const firstBaseline = 226 - (lines.length - 1) * lineHeight;
  const typeLabel = coverTypeLabels[input.language][input.productType];
  const pillWidth = Math.round(typeLabel.length * 10.5 + 24);
  const title = lines.map((l, i) => `<tspan x="24" y="${firstBaseline + i * lineHeight}">${escapeXml(l)}</tspan>`).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" lang="${input.language}" aria-label="${escapeXml(input.name)}">`,
    `<defs><linearGradient id="b" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${colours.dark}"/><stop offset="1" stop-color="#0b0b16"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#b)"/>`,
    `<g fill="none" stroke="${colours.accent}" stroke-width="2" opacity="0.25">${rings}</g>`,
    `<g fill="none" stroke="${colours.accent}" stroke-linecap="round" stroke-linejoin="round" opacity="0.9">${typeMotifs[input.productType]}</g>`,
    // The type pill sits bottom right: the storefront puts its own badges (pre-order, discount) over the top left.
    `<rect x="${width - 24 - pillWidth}" y="258" width="${pillWidth}" height="26" rx="13" fill="${colours.accent}"/>`,
    `<g font-family="system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif" font-weight="700">`,
    `<text x="${width - 24 - pillWidth / 2}" y="276" font-size="13" fill="${colours.dark}" letter-spacing="1" text-anchor="middle">${escapeXml(typeLabel)}</text>`,
    `<text font-size="${fontSize}" fill="#ffffff">${title}</text>`,
    `<text x="24" y="276" font-size="14" fill="${colours.accent}" letter-spacing="1">${escapeXml(colours.label.toUpperCase())}</text>`,
    '</g></svg>',
  ].join('');
}
