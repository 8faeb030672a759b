import { describe, expect, it } from 'vitest';
import { trafficSource } from './traffic-source';

describe('traffic source', () => {
  it.each([
    ['no referrer', undefined, 'direct'],
    ['an empty referrer', '', 'direct'],
    ['Google', 'https://www.google.com/', 'search'],
    ['a Google country site', 'https://www.google.co.uk/search?q=steam+card', 'search'],
    ['Facebook', 'https://m.facebook.com/story', 'social'],
    ['Twitter', 'https://twitter.com/neonkeys', 'social'],
    ["Twitter's x.com", 'https://x.com/neonkeys/status/1', 'social'],
    ["Twitter's t.co links", 'https://t.co/AbC123', 'social'],
    ['a blog', 'https://gamingblog.example/best-deals', 'referral'],
    ['a page that only mentions google in its path', 'https://deals.example/google-play-cards', 'referral'],
    ['a referrer that is not a URL but names google', 'android-app://com.google.android.gm', 'search'],
    ['the store itself', 'https://neonkeys.example/product/x', 'direct'],
    ['a subdomain of the store', 'https://www.neonkeys.example/', 'direct'],
  ])('counts %s as %s', (_, referrer, source) => {
    expect(trafficSource(referrer, 'neonkeys.example')).toBe(source);
  });
});
