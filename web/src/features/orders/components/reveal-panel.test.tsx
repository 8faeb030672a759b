import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PreferencesProvider } from '@/lib/preferences';
import type { RevealState } from '../utils/reveal-flow';
import { RevealPanel } from './reveal-panel';

const noop = () => undefined;

function render(state: RevealState, alreadyRevealed = false) {
  return renderToString(
    <PreferencesProvider>
      <RevealPanel
        state={state}
        maskedKey="AAAA*********CCCC"
        productName="Elden Ring"
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
});
