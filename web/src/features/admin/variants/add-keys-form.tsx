import { useState } from 'react';
import type { ProductType } from '../../../../../shared/catalog/product';
import { parsePastedKeys } from '../../../../../shared/catalog/product-key';
import type { KeyImportResult } from '../../../../../shared/inventory/inventory-views';
import { apiSend } from '@/lib/api-client';
import { FormField } from '../ui/form-field';
import { useStaffAction } from '../ui/use-staff-action';
import { FormActions } from '../ui/form-actions';

/**
 * Add Keys (back-office §5): one per line, trimmed, blank lines dropped, nothing sent when empty. The answer names the
 * duplicates the server refused (masked) beside the §8 success message.
 */
export function AddKeysForm({ variantId, productType, label, onAdded }: { variantId: string; productType: ProductType; label: string; onAdded(): void }) {
  const [text, setText] = useState('');
  const [result, setResult] = useState<KeyImportResult | null>(null);
  const pasted = parsePastedKeys(text);
  const keys = pasted.keys;
  // The pasted line numbers go with the keys, so a refused key is named by the line the admin sees (blank lines counted).
  const add = useStaffAction((body: { keys: string[]; lines: number[] }) => apiSend('POST', '/api/admin/variants/{variantId}/keys', { params: { variantId }, body }), {
    success: (r: KeyImportResult) => `Added ${r.imported} keys successfully`,
    failure: 'Failed to add keys',
  });
  const submit = async () => {
    if (keys.length === 0) return;
    const answer = await add.run(pasted);
    if (!answer) return;
    setResult(answer);
    setText('');
    onAdded();
  };
  const hint = productType === 'account' ? 'One account per line, as username:password or email:password.' : `One per line; blank lines are dropped.`;
  return (
    <form
      className="admin-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <FormField label={`${label} to add`} hint={`${hint} ${keys.length} ready.`}>
        <textarea className="keys-textarea" value={text} onChange={(e) => setText(e.currentTarget.value)} spellCheck={false} autoComplete="off" />
      </FormField>
      <FormActions label={`Add ${label}`} pendingLabel="Adding..." pending={add.pending} disabled={keys.length === 0} />
      {result && (
        <div className="keys-import-result" role="status">
          <p>{result.message}</p>
          {result.refused.length > 0 && (
            <>
              <p className="muted">Duplicates refused:</p>
              <ul>
                {result.refused.map((r) => (
                  <li key={r.line}>
                    Line {r.line}: <code>{r.maskedKey}</code> ({r.reason})
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </form>
  );
}
