/** A browser's name and major.minor version read from its user agent, for display (intelligence §3 browser_info). */
export interface BrowserInfo {
  name: string;
  version: string;
}

// Order matters: Edge and Opera carry "Chrome/", Chrome carries "Safari/", headless Chrome names itself.
const patterns: readonly [string, RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+(?:\.\d+)?)/],
  ['Opera', /(?:OPR|Opera)\/(\d+(?:\.\d+)?)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+(?:\.\d+)?)/],
  ['Headless Chrome', /HeadlessChrome\/(\d+(?:\.\d+)?)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+(?:\.\d+)?)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+(?:\.\d+)?)/],
  ['Safari', /Version\/(\d+(?:\.\d+)?).*Safari\//],
];

/** The first known browser the user agent names, or null when it names none (a script, an empty header). */
export function browserInfo(userAgent: string | null | undefined): BrowserInfo | null {
  if (!userAgent) return null;
  for (const [name, pattern] of patterns) {
    const match = pattern.exec(userAgent);
    if (match) return { name, version: match[1]! };
  }
  return null;
}
