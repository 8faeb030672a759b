import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfigurationData } from '../../shared/content/reference-input';
import type { Problem } from '../../shared/http/problem';
import type { RegionView } from '../../shared/storefront/storefront-views';
import { useCommerce, type Commerce } from '../../test/integration/commerce';
import { auditOfSubject } from '../lib/audit/staff-audit';

describe('system configuration (languages, countries, regions, platforms)', () => {
  let shop: Commerce;
  let admin: string;
  let employee: string;
  beforeAll(async () => {
    shop = await useCommerce({ poll: false });
    admin = await shop.gateway.tokenFor('admin', 'config-admin');
    employee = await shop.gateway.tokenFor('employee', 'config-staff');
  });
  afterAll(() => shop.stop());

  const send = <T>(method: string, path: string, body?: unknown, token = admin) => shop.api<T & Problem>(method, path, { token, body });
  const config = async () => (await send<ConfigurationData>('GET', '/api/admin/configuration')).body;
  const audit = (id: string) => auditOfSubject(shop.deps, { subjectType: 'config', subjectId: id }, { limit: 10 });

  it('creates each kind of record with its code normalised, audited, and lists them by name', async () => {
    const language = await send('POST', '/api/admin/configuration/languages', { code: 'de', name: 'German', nativeName: 'Deutsch', isActive: true });
    const country = await send('POST', '/api/admin/configuration/countries', { code: 'de', name: 'Germany', isActive: true });
    const region = await send('POST', '/api/admin/configuration/regions', { code: 'eu', name: 'Europe', isGlobal: false, restrictions: 'EU accounts only', excludedCountries: ['RU', 'by', 'RU'] });
    const platform = await send('POST', '/api/admin/configuration/platforms', { code: 'GOG', name: 'GOG Galaxy', iconUrl: '', defaultInstructions: 'Redeem at gog.com/redeem.', giftCardInstructions: 'Redeem the code at gog.com/redeem; it adds to your wallet.', softwareInstructions: '' });

    expect([language.status, country.status, region.status, platform.status]).toEqual([201, 201, 201, 201]);
    expect(country.body).toEqual({ code: 'DE', name: 'Germany', isActive: true });
    expect(region.body).toEqual({ regionId: 'eu', code: 'EU', name: 'Europe', isGlobal: false, restrictions: 'EU accounts only', excludedCountries: ['BY', 'RU'] });
    expect(platform.body).toEqual({ platformId: 'gog', code: 'gog', name: 'GOG Galaxy', defaultInstructions: 'Redeem at gog.com/redeem.', giftCardInstructions: 'Redeem the code at gog.com/redeem; it adds to your wallet.' });
    const listed = await config();
    expect(listed.regions.map((r) => r.name)).toEqual([...listed.regions.map((r) => r.name)].sort((a, b) => a.localeCompare(b)));
    expect(listed.languages.find((l) => l.code === 'de')).toEqual({ code: 'de', name: 'German', nativeName: 'Deutsch', isActive: true });
    expect((await audit('region:eu')).items[0]).toMatchObject({ action: 'region.create', actorId: 'config-admin', after: { excludedCountries: ['BY', 'RU'] } });
  });

  it('refuses a code that is taken, whatever its case, and writes nothing', async () => {
    const before = await config();

    const attempts = await Promise.all([
      send('POST', '/api/admin/configuration/countries', { code: 'DE', name: 'Germany again', isActive: true }),
      send('POST', '/api/admin/configuration/regions', { code: 'EU', name: 'Europe again' }),
      send('POST', '/api/admin/configuration/platforms', { code: 'gog', name: 'GOG again' }),
      send('POST', '/api/admin/configuration/languages', { code: 'de', name: 'German again' }),
      // The seeded Steam platform was written by the seed, not through this route.
      send('POST', '/api/admin/configuration/platforms', { code: 'steam', name: 'Steam again' }),
    ]);

    expect(attempts.map((a) => a.status)).toEqual([409, 409, 409, 409, 409]);
    expect(attempts[0]!.body.detail).toBe('A country with the code DE already exists.');
    expect(await config()).toEqual(before);
  });

  it('lets only one of two admins creating the same code at once win', async () => {
    const both = await Promise.all([
      send('POST', '/api/admin/configuration/regions', { code: 'LATAM', name: 'Latin America' }),
      send('POST', '/api/admin/configuration/regions', { code: 'latam', name: 'Latin America' }),
    ]);

    expect(both.map((b) => b.status).sort()).toEqual([201, 409]);
    expect((await audit('region:latam')).items).toHaveLength(1);
  });

  it.each([
    ['a language without a name', 'languages', { code: 'fr', name: '' }, 'body.name', 'Name is required'],
    ['a country without a code', 'countries', { code: '', name: 'France' }, 'body.code', 'Code is required'],
    ['a country code of three letters', 'countries', { code: 'FRA', name: 'France' }, 'body.code', 'Use a two-letter country code such as US'],
    ['a region excluding a country that is no code', 'regions', { code: 'X1', name: 'X', excludedCountries: ['France'] }, 'body.excludedCountries.0', 'Use a two-letter country code such as US'],
    ['a platform icon that is no URL', 'platforms', { code: 'itch', name: 'itch.io', iconUrl: 'javascript:alert(1)' }, 'body.iconUrl', 'Icon must be an http(s) URL'],
  ])('refuses %s with a 400 naming the field, and writes nothing', async (_, kind, body, path, message) => {
    const before = await config();

    const refused = await send('POST', `/api/admin/configuration/${kind}`, body);

    expect(refused.status).toBe(400);
    expect(refused.body.errors).toContainEqual({ path, message });
    expect(await config()).toEqual(before);
  });

  it('replaces a region’s excluded countries as a whole, with the audit entry, and the storefront check follows', async () => {
    await send('POST', '/api/admin/configuration/regions', { code: 'WORLD', name: 'Worldwide', isGlobal: true, excludedCountries: ['US', 'GB', 'FR'] });
    const allowedBefore = await shop.api<RegionView>('GET', '/api/regions/world?country=JP');

    const updated = await send('PUT', '/api/admin/configuration/regions/world', { name: 'Worldwide', isGlobal: true, restrictions: 'Not in Japan', excludedCountries: ['JP', 'US'] });

    expect(allowedBefore.body.countryAllowed).toBe(true);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ excludedCountries: ['JP', 'US'], restrictions: 'Not in Japan' });
    expect((await shop.api<RegionView>('GET', '/api/regions/world?country=JP')).body.countryAllowed).toBe(false);
    expect((await shop.api<RegionView>('GET', '/api/regions/world?country=GB')).body.countryAllowed).toBe(true);
    const entry = (await audit('region:world')).items[0]!;
    expect(entry).toMatchObject({ action: 'region.update', before: { excludedCountries: ['FR', 'GB', 'US'] }, after: { excludedCountries: ['JP', 'US'] } });
  });

  it('updates a language, a country and a platform, clearing optional fields sent empty, and records only what changed', async () => {
    await send('POST', '/api/admin/configuration/languages', { code: 'it', name: 'Italian', nativeName: 'Italiano' });

    const language = await send('PUT', '/api/admin/configuration/languages/it', { name: 'Italian', nativeName: '', isActive: false });
    const country = await send('PUT', '/api/admin/configuration/countries/de', { name: 'Deutschland', isActive: false });
    const platform = await send('PUT', '/api/admin/configuration/platforms/gog', { name: 'GOG', iconUrl: 'https://cdn.example.test/gog.svg' });
    const unchanged = await send('PUT', '/api/admin/configuration/platforms/gog', { name: 'GOG', iconUrl: 'https://cdn.example.test/gog.svg' });

    expect(language.body).toEqual({ code: 'it', name: 'Italian', isActive: false });
    expect(country.body).toEqual({ code: 'DE', name: 'Deutschland', isActive: false });
    expect(platform.body).toEqual({ platformId: 'gog', code: 'gog', name: 'GOG', iconUrl: 'https://cdn.example.test/gog.svg' });
    expect(unchanged.status).toBe(200);
    expect((await audit('language:it')).items[0]).toMatchObject({ before: { nativeName: 'Italiano', isActive: true }, after: { nativeName: null, isActive: false } });
    const platformAudit = (await audit('platform:gog')).items;
    expect(platformAudit.map((e) => e.action)).toEqual(['platform.update', 'platform.create']);
    expect(platformAudit[0]).toMatchObject({
      before: { name: 'GOG Galaxy', defaultInstructions: 'Redeem at gog.com/redeem.', giftCardInstructions: 'Redeem the code at gog.com/redeem; it adds to your wallet.' },
      after: { name: 'GOG', iconUrl: 'https://cdn.example.test/gog.svg', defaultInstructions: null, giftCardInstructions: null },
    });
  });

  it('answers 404 for a record that does not exist and 403 to employees, writing nothing', async () => {
    const missing = await send('PUT', '/api/admin/configuration/regions/atlantis', { name: 'Atlantis' });
    const asEmployee = await send('POST', '/api/admin/configuration/countries', { code: 'AT', name: 'Austria' }, employee);
    const readAsEmployee = await send('GET', '/api/admin/configuration', undefined, employee);

    expect([missing.status, asEmployee.status, readAsEmployee.status]).toEqual([404, 403, 403]);
    expect((await config()).countries.map((c) => c.code)).not.toContain('AT');
  });
});
