/** Epoch seconds `days` days after `from`: what DynamoDB's TTL attribute and the signed guest links' expiry take. */
export const expiresAfterDays = (from: Date, days: number): number => Math.floor(from.getTime() / 1000) + days * 86_400;
