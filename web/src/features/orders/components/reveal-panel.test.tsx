import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Deliverable } from '../../../../../shared/catalog/product-type-wording';
import { PreferencesProvider } from '@/lib/preferences';
import type { RevealState } from '../utils/reveal-flow';
import { RevealPanel } from './reveal-panel';

const noop = () => undefined;

function render(state: RevealState, alreadyRevealed = false, deliverable: Deliverable = 'key') {
  return renderToString(
    <PreferencesProvider>
      <RevealPanel
        state={state}
        maskedKey="AAAA*********CCCC"
        productName="Elden Ring"
        deliverable={deliverable}
        alreadyRevealed={alreadyRevealed}
        onAsk={noop}
        onConfirm={noop}
        onCancel={noop}
        onCopy={noop}
        onHide={noop}
        actions={<button type="button">Refund</button>}
      />
    </PreferencesProvider>,
  ).replace(/<!-- -->/g, '');
}

const shown: RevealState = {
  step: 'shown',
  key: { keyId: 'k1', key: 'AAAAA-BBBBB-CCCCC', revealedAt: '2026-11-24T12:00:00.000Z', activationInstructions: 'Open Steam and activate a product.', platform: { code: 'steam', name: 'Steam' } },
};

describe('the reveal panel', () => {
  it('shows only the masked key, with Reveal and the other actions, before anything is asked', () => {
    const html = render({ step: 'hidden' });

    expect(html).toContain('AAAA*********CCCC');
    expect(html).toMatch(/<button[^>]*data-testid="reveal-button"[^>]*>Reveal key<\/button>/);
    expect(html).toContain('Refund');
    expect(html).not.toContain('AAAAA-BBBBB-CCCCC');
  });

  it('warns that revealing ends the automatic refund right before the key is revealed, still masked', () => {
    const html = render({ step: 'confirming' });

    expect(html).toContain('Revealing ends your automatic refund right for this key.');
    expect(html).toContain('Reveal it');
    expect(html).toContain('AAAA*********CCCC');
    expect(html).not.toContain('AAAAA-BBBBB-CCCCC');
    expect(html).not.toContain('Refund</button>');
  });

  it('shows the key with Copy and how to activate it once revealed', () => {
    const html = render(shown);

    expect(html).toContain('<code class="key-code">AAAAA-BBBBB-CCCCC</code>');
    expect(html).toMatch(/aria-label="Copy the key for Elden Ring"[^>]*>Copy</);
    expect(html).toContain('How to activate');
    expect(html).toContain('Open Steam and activate a product.');
  });

  it("offers 'Show key' for a key revealed before, and says when a reveal failed", () => {
    expect(render({ step: 'hidden' }, true)).toContain('Show key');
    expect(render({ step: 'failed', message: null })).toContain('The key could not be revealed.');
  });

  it.each([
    ['code', 'Reveal code', 'this code', 'Copy the code for Elden Ring', 'How to redeem'],
    ['login', 'Reveal login details', 'this account', 'Copy the login details for Elden Ring', 'How to sign in'],
    ['licence_key', 'Reveal licence key', 'this licence key', 'Copy the licence key for Elden Ring', 'How to install'],
  ] as const)('names a %s for what it is at every step', (deliverable, reveal, warning, copy, howTo) => {
    expect(render({ step: 'hidden' }, false, deliverable)).toContain(`>${reveal}</button>`);
    expect(render({ step: 'confirming' }, false, deliverable)).toContain(`automatic refund right for ${warning}.`);
    const revealed = render(shown, false, deliverable);
    expect(revealed).toContain(`aria-label="${copy}"`);
    expect(revealed).toContain(howTo);
    // The visible text, where only a licence key is a key (the markup's class names say key-code throughout).
    expect(revealed.replace(/<[^>]+>/g, ' ').replaceAll('licence key', '')).not.toMatch(/\bkey\b/i);
  });
});
