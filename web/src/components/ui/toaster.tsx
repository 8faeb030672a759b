import { useSyncExternalStore } from 'react';
import { dismissToast, toastStore } from '@/lib/toast-store';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/use-messages';
import { componentMessages } from '../messages';

/** Renders the toast stack; screen readers hear each toast through the polite live region. */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot, toastStore.snapshot);
  const msg = useMessages(componentMessages);
  return (
    <div className="toaster" role="status" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={cn('toast', t.variant && `toast-${t.variant}`)} data-testid="toast">
          <div className="toast-body">
            <p className="toast-title">{t.title}</p>
            {t.description && <p className="toast-description">{t.description}</p>}
          </div>
          <button type="button" className="toast-close" aria-label={msg('dismiss')} onClick={() => dismissToast(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
