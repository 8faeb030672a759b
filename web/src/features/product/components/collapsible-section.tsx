import { useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '@/components/icons';

/** A mobile section on native <details>: keyboard and screen-reader ready; its content renders on first opening. */
export function CollapsibleSection({ title, children }: { title: string; children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  return (
    <details className="pdp-collapsible" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>
        <h2 className="pdp-collapsible-title">{title}</h2>
        <ChevronDownIcon className="pdp-collapsible-chevron" />
      </summary>
      <div className="pdp-collapsible-body">{opened && children}</div>
    </details>
  );
}
