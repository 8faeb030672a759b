import { useState } from 'react';
import { notifyError, notifySuccess } from './notify';

/**
 * A key shown masked (first 4, stars, last 4; short keys fully masked, back-office §6), with Reveal/Hide and Copy.
 * Revealing calls the server, which audits the reveal before it answers; copying a hidden key reveals it first, so a
 * copy is audited too. The plain key lives only in this component's state.
 */
export function RevealableKey({ masked, reveal, label = 'key' }: { masked: string; reveal: () => Promise<string>; label?: string }) {
  const [plain, setPlain] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);

  const fetchPlain = async () => {
    if (plain !== null) return plain;
    setBusy(true);
    try {
      const value = await reveal();
      setPlain(value);
      return value;
    } catch (error) {
      notifyError('Failed to reveal key', error);
      return null;
    } finally {
      setBusy(false);
    }
  };

  const toggle = async () => {
    if (shown) return setShown(false);
    if ((await fetchPlain()) !== null) setShown(true);
  };

  const copy = async () => {
    const value = await fetchPlain();
    if (value === null) return;
    try {
      await navigator.clipboard.writeText(value);
      notifySuccess('Copied', 'Text copied to clipboard');
    } catch (error) {
      notifyError('Failed to copy', error);
    }
  };

  return (
    <span className="admin-key">
      <code data-testid="admin-key-value">{shown && plain !== null ? plain : masked}</code>
      <button type="button" className="btn btn-ghost btn-small" onClick={toggle} disabled={busy} aria-label={`${shown ? 'Hide' : 'Reveal'} ${label}`}>
        {busy ? 'Revealing...' : shown ? 'Hide' : 'Reveal'}
      </button>
      <button type="button" className="btn btn-ghost btn-small" onClick={copy} disabled={busy} aria-label={`Copy ${label}`}>
        Copy
      </button>
    </span>
  );
}
