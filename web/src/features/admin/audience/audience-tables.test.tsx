import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { NotifyRequestRow, NotifyVariantCount, SubscriberRow } from '../../../../../shared/audience/audience-views';
import { fillTemplate } from '@/lib/i18n/messages';
import type { LanguageCode } from '@/lib/i18n/languages';
import { NotifyRequestsTable, SubscribersTable, VariantCountsTable, variantName } from './audience-tables';
import { audienceMessages, type AudienceT } from './messages';

const tIn = (language: LanguageCode): AudienceT => (key, values) => fillTemplate(audienceMessages[language][key], values);
const text = (html: string) => html.replace(/<!-- -->/g, '');

const variants: NotifyVariantCount[] = [
  { productId: 'p1', productName: 'Starfall Odyssey', variantId: 'v1', platformName: 'Steam', regionName: 'Global', edition: null, waiting: 3 },
  { productId: 'p1', productName: 'Starfall Odyssey', variantId: 'v2', platformName: 'Xbox', regionName: 'United States', edition: 'Deluxe Edition', waiting: 1 },
];
const subscribers: SubscriberRow[] = [{ email: 'ana@example.test', consentedAt: '2026-01-01T09:00:00.000Z', source: 'footer' }];
const request = (email: string, newsletter: NotifyRequestRow['newsletter']): NotifyRequestRow => ({
  email,
  requestedAt: '2026-02-01T09:00:00.000Z',
  productId: 'p1',
  productName: 'Starfall Odyssey',
  variantId: 'v1',
  platformName: 'Steam',
  regionName: 'Global',
  edition: null,
  newsletter,
});

describe("the Audience screen's tables", () => {
  it('lists each waiting variant by product, platform, region, edition and count, the standard edition named', () => {
    const html = text(renderToString(<VariantCountsTable variants={variants} t={tIn('en')} onShow={vi.fn()} />));

    for (const shown of ['Starfall Odyssey', 'Steam', 'Global', 'Standard', 'Xbox', 'United States', 'Deluxe Edition', '>3<', '>1<', 'Show requests']) expect(html).toContain(shown);
    expect(html).not.toContain('Nobody is waiting');
  });

  it('speaks Spanish and Portuguese: headers, the standard edition and the way to the requests', () => {
    const es = text(renderToString(<VariantCountsTable variants={variants} t={tIn('es')} onShow={vi.fn()} />));
    const pt = text(renderToString(<VariantCountsTable variants={variants} t={tIn('pt')} onShow={vi.fn()} />));

    for (const shown of ['Producto', 'Plataforma', 'Región', 'Edición', 'En espera', 'Estándar', 'Ver solicitudes']) expect(es).toContain(shown);
    for (const shown of ['Produto', 'Região', 'Edição', 'Aguardando', 'Padrão', 'Ver pedidos']) expect(pt).toContain(shown);
    expect(es).not.toContain('Standard<');
  });

  it("shows a subscriber's e-mail, consent time (the exact instant in the markup) and where they subscribed", () => {
    const html = text(renderToString(<SubscribersTable items={subscribers} t={tIn('en')} language="en" />));

    expect(html).toContain('ana@example.test');
    expect(html).toContain('dateTime="2026-01-01T09:00:00.000Z"');
    expect(html).toContain('Footer form');
    expect(html).toContain('Consented');
  });

  it('says whether the person behind each request is still subscribed, unsubscribed or never subscribed', () => {
    const items = [request('ana@example.test', 'subscribed'), request('cai@example.test', 'unsubscribed'), request('zed@example.test', 'none')];

    const en = text(renderToString(<NotifyRequestsTable items={items} t={tIn('en')} language="en" />));
    const pt = text(renderToString(<NotifyRequestsTable items={items} t={tIn('pt')} language="pt" />));

    expect(en).toMatch(/data-standing="subscribed">Subscribed</);
    expect(en).toMatch(/data-standing="unsubscribed">Unsubscribed</);
    expect(en).toMatch(/data-standing="none">Not subscribed</);
    expect(pt).toMatch(/data-standing="none">Não inscrito</);
  });

  it('says when a list is empty, in the viewer’s language', () => {
    expect(renderToString(<SubscribersTable items={[]} t={tIn('en')} language="en" />)).toContain('No subscribers yet.');
    expect(renderToString(<NotifyRequestsTable items={[]} t={tIn('es')} language="es" />)).toContain('No hay solicitudes de &quot;Avísame&quot;.');
    expect(renderToString(<VariantCountsTable variants={[]} t={tIn('pt')} onShow={vi.fn()} />)).toContain('Ninguém está aguardando uma variante.');
  });

  it('names a variant in the filter by its product and its platform, region and edition', () => {
    expect(variantName(variants[0]!, tIn('en'))).toBe('Starfall Odyssey (Steam – Global – Standard)');
    expect(variantName(variants[1]!, tIn('es'))).toBe('Starfall Odyssey (Xbox – United States – Deluxe Edition)');
  });
});
