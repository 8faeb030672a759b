/** USD cents as the back office shows money (§9: currency shown in USD): '$1,234.50'. */
export const usd = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** An amount in any currency's minor units. */
export const money = (minor: number, currency: string) => {
  const digits = new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return (minor / 10 ** digits).toLocaleString('en-US', { style: 'currency', currency });
};
