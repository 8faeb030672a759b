import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  id: K;
  label: ReactNode;
}

/** WAI-ARIA tabs: arrow keys move between tabs, only the chosen one is in the tab order; the panel follows. */
export function Tabs<K extends string>({ tabs, value, onChange, children, label }: { tabs: TabItem<K>[]; value: K; onChange(next: K): void; children: ReactNode; label: string }) {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const onKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const i = tabs.findIndex((t) => t.id === value);
    const next = tabs[(i + step + tabs.length) % tabs.length]!;
    onChange(next.id);
    list.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(`${base}-${next.id}`)}`)?.focus();
  };
  return (
    <div>
      <div className="admin-tabs" role="tablist" aria-label={label} ref={list} onKeyDown={onKey}>
        {tabs.map((t) => (
          <button
            key={t.id}
            id={`${base}-${t.id}`}
            type="button"
            role="tab"
            aria-selected={t.id === value}
            aria-controls={`${base}-panel`}
            tabIndex={t.id === value ? 0 : -1}
            onClick={() => onChange(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-${value}`}>
        {children}
      </div>
    </div>
  );
}
