import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: string;
  render(): ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs. A panel's content renders
 * when its tab is first opened, so the reviews are fetched only when asked for.
 */
export function ProductTabs({ tabs, label }: { tabs: TabItem[]; label: string }) {
  const [chosen, setChosen] = useState(tabs[0]?.id);
  // A tab can go away under the visitor (System Requirements when they pick a console version): show the first then.
  const active = tabs.some((tab) => tab.id === chosen) ? chosen : tabs[0]?.id;
  const [visited, setVisited] = useState(() => new Set(active ? [active] : []));
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const base = useId();

  function activate(id: string) {
    setChosen(id);
    setVisited((seen) => (seen.has(id) ? seen : new Set(seen).add(id)));
  }

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((tab) => tab.id === active);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    activate(next.id);
    buttons.current.get(next.id)?.focus();
  }

  return (
    <div className="pdp-tabs">
      <div role="tablist" aria-label={label} className="pdp-tablist" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={tab.id === active}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={tab.id === active ? 0 : -1}
            onClick={() => activate(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          tabIndex={0}
          hidden={tab.id !== active}
          className="pdp-tabpanel"
        >
          <h2 className="visually-hidden">{tab.label}</h2>
          {(visited.has(tab.id) || tab.id === active) && tab.render()}
        </div>
      ))}
    </div>
  );
}
