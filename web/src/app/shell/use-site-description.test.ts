import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { shellMessages } from './messages';

describe('the site description', () => {
  it("is index.html's own in English, so a Spanish or Portuguese visitor's page can recognise and replace it", () => {
    const html = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');

    expect(html).toContain(`<meta name="description" content="${shellMessages.en.siteDescription}" />`);
  });
});
