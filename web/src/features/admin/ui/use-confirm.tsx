import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { AdminDialog } from './admin-dialog';

interface Ask {
  title: string;
  message: string;
  confirmLabel?: string;
  destructive?: boolean;
}

/**
 * Destructive actions ask first (issue 15 §10): `const [confirm, dialog] = useConfirm()`, render `dialog`, then
 * `if (await confirm({ title, message })) …`. A dialog rather than `window.confirm`, so it is styled, testable and
 * keyboard-usable like the rest.
 */
export function useConfirm(): [(ask: Ask) => Promise<boolean>, ReactNode] {
  const [ask, setAsk] = useState<Ask | null>(null);
  const resolver = useRef<((ok: boolean) => void) | null>(null);
  const settle = (ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setAsk(null);
  };
  const confirm = useCallback((next: Ask) => {
    resolver.current?.(false);
    setAsk(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);
  const dialog = (
    <AdminDialog open={ask !== null} onClose={() => settle(false)} title={ask?.title ?? ''}>
      <p>{ask?.message}</p>
      <div className="admin-dialog-actions">
        <Button variant="ghost" onClick={() => settle(false)}>
          Cancel
        </Button>
        <Button className={ask?.destructive === false ? undefined : 'btn-danger'} onClick={() => settle(true)}>
          {ask?.confirmLabel ?? 'Confirm'}
        </Button>
      </div>
    </AdminDialog>
  );
  return [confirm, dialog];
}
