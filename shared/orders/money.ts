/**
 * Money moves in integer cents (USD): line totals, order totals and refunds are sums of whole cents, so nothing is
 * ever rounded twice. Display conversions to other currencies are approximate and happen only in the view.
 */
export function lineTotalCents(unitCents: number, quantity: number): number {
  assertCents(unitCents);
  if (!Number.isInteger(quantity) || quantity < 0) throw new RangeError(`Not a quantity: ${quantity}`);
  return unitCents * quantity;
}

export function sumCents(amounts: readonly number[]): number {
  return amounts.reduce((total, amount) => {
    assertCents(amount);
    return total + amount;
  }, 0);
}

/** What a refund of `units` of a line returns: exactly the unit price paid per unit. */
export function refundCents(unitCents: number, units: number): number {
  return lineTotalCents(unitCents, units);
}

export function assertCents(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Not an amount in cents: ${amount}`);
}
