import { describe, expect, it } from 'vitest';
import { knownPathMatcher } from '../../../../shared/routes/path-patterns';
import { paths } from '@/config/paths';
import { messageProblems } from '@/lib/i18n/message-problems';
import { languages } from '@/lib/i18n/languages';
import { documentTexts, fillFacts, type LocalizedDocument } from './content-document';
import { contact } from './documents/contact';
import { cookies } from './documents/cookies';
import { help } from './documents/help';
import { privacy } from './documents/privacy';
import { refundPolicy } from './documents/refund-policy';
import { terms } from './documents/terms';
import { policyFacts } from './policy-facts';
import { supportEmail } from './store-contact';

const documents: [string, LocalizedDocument][] = [
  ['help', help],
  ['contact', contact],
  ['refund policy', refundPolicy],
  ['privacy', privacy],
  ['terms', terms],
  ['cookies', cookies],
];
const isStorePath = knownPathMatcher(Object.values(paths));
const allTexts = (doc: LocalizedDocument, language: keyof LocalizedDocument) => Object.values(documentTexts(doc[language]));
const filledText = (doc: LocalizedDocument, language: keyof LocalizedDocument) => allTexts(doc, language).map((text) => fillFacts(text, policyFacts)).join('\n');

describe.each(documents)('the %s page', (_name, doc) => {
  it('has every text in en, es and pt, with the same placeholders', () => {
    expect(messageProblems({ en: documentTexts(doc.en), es: documentTexts(doc.es), pt: documentTexts(doc.pt) })).toEqual([]);
  });

  it('keeps the same section anchors in every language', () => {
    const ids = doc.en.sections.map((s) => s.id);

    for (const { code } of languages) expect(doc[code].sections.map((s) => s.id)).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(languages.map((l) => l.code))('fills every placeholder from the store’s facts in %s', (language) => {
    expect(filledText(doc, language)).not.toMatch(/\{\w+\}/);
  });

  it.each(languages.map((l) => l.code))('links only to store pages and the support address in %s, with balanced markup', (language) => {
    for (const text of allTexts(doc, language).map((t) => fillFacts(t, policyFacts))) {
      for (const [, target] of text.matchAll(/\]\(([^)]+)\)/g)) {
        expect(target === `mailto:${supportEmail}` || (target!.startsWith('/') && isStorePath(target!)), `${target} in "${text}"`).toBe(true);
      }
      expect(text.split('**').length % 2, text).toBe(1);
    }
  });
});

describe('the policies state the rules the store enforces', () => {
  it.each(languages.map((l) => l.code))('the refund policy names the refund window, the pre-order grace and the hold in %s', (language) => {
    const text = filledText(refundPolicy, language);

    expect(text).toContain(`${policyFacts.refundWindowDays}`);
    expect(text).toContain(`${policyFacts.preorderGraceDays}`);
    expect(text).toContain(`${policyFacts.reservationMinutes}`);
  });

  it.each(languages.map((l) => l.code))('the help center gives the cart limits and the hold in %s', (language) => {
    const text = filledText(help, language);

    for (const fact of [policyFacts.maxPerLine, policyFacts.maxLines, policyFacts.maxUnits, policyFacts.reservationMinutes, policyFacts.paymentMinutes]) {
      expect(text).toContain(`${fact}`);
    }
  });

  it.each(languages.map((l) => l.code))('the contact page gives the support address and hours in %s', (language) => {
    const text = filledText(contact, language);

    expect(text).toContain(`mailto:${supportEmail}`);
    expect(text).toContain(policyFacts.supportOpens);
  });
});
