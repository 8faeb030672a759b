import type { Random } from '../demo-keys';
import { between, countryCodes, firstNames, lastNames, mailDomains, pick } from './word-lists';

const dayMs = 86_400_000;

export interface ScaleUser {
  userId: string;
  email: string;
  fullName: string;
  username: string;
  country: string;
  createdAt: string;
}

const ascii = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').replace(/[^A-Za-z]/g, '').toLowerCase();

/** Shoppers who signed up over the last two years, sooner ones fewer (the store grew), oldest first. */
export function generateUsers(random: Random, now: Date, count: number): ScaleUser[] {
  const users: ScaleUser[] = [];
  for (let n = 0; n < count; n++) {
    const first = pick(random, firstNames);
    const last = pick(random, lastNames);
    const handle = `${ascii(first)}${ascii(last).slice(0, 4)}${n + 1}`;
    const daysAgo = Math.floor(730 * random() ** 1.5 * 24) / 24;
    users.push({
      userId: `usr_scale_${String(n + 1).padStart(6, '0')}`,
      email: `${ascii(first)}.${ascii(last)}${n + 1}@${pick(random, mailDomains)}`,
      fullName: `${first} ${last}`,
      username: handle,
      country: pick(random, countryCodes),
      createdAt: new Date(now.getTime() - daysAgo * dayMs - between(random, 0, 3_600_000)).toISOString(),
    });
  }
  return users.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}
