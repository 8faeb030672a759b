const zeroDecimal = new Set(['bif', 'clp', 'djf', 'gnf', 'jpy', 'kmf', 'krw', 'mga', 'pyg', 'rwf', 'ugx', 'vnd', 'vuv', 'xaf', 'xof', 'xpf']);

/** An amount in minor units as Stripe's messages and the hosted page show it: `$12.34`. */
export function formatAmount(minorUnits: number, currency: string): string {
  const code = currency.toUpperCase();
  const major = zeroDecimal.has(currency.toLowerCase()) ? minorUnits : minorUnits / 100;
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(major);
  } catch {
    return `${major.toFixed(2)} ${code}`;
  }
}
