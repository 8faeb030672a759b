import { useEffect, useRef, useState, type ReactElement } from 'react';
import { tooltipOpenDelay } from '../utils/sidebar-state';

// Shared by every tooltip of the menu, so moving along the icons shows each label at once (the skip delay).
let lastClosedAt: number | null = null;

interface Position {
  top: number;
  left: number;
}

/**
 * The label beside an icon of the collapsed sidebar, after 700 ms of hover or focus (at once within 300 ms of the
 * previous one closing). Visual only: the link keeps its label as its accessible name.
 */
export function MenuTooltip({ label, enabled, className, children }: { label: string; enabled: boolean; className?: string; children: ReactElement }) {
  const [position, setPosition] = useState<Position | null>(null);
  const anchor = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = () => {
    if (!enabled) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const rect = anchor.current?.getBoundingClientRect();
      if (rect) setPosition({ top: rect.top + rect.height / 2, left: rect.right + 8 });
    }, tooltipOpenDelay(Date.now(), lastClosedAt));
  };
  const hide = () => {
    clearTimeout(timer.current);
    if (position) lastClosedAt = Date.now();
    setPosition(null);
  };

  return (
    <span ref={anchor} className={className ? `admin-tooltip-anchor ${className}` : 'admin-tooltip-anchor'} onPointerEnter={show} onPointerLeave={hide} onFocus={show} onBlur={hide} onClick={hide}>
      {children}
      {enabled && position && (
        <span className="admin-tooltip" aria-hidden="true" style={{ top: position.top, left: position.left }}>
          {label}
        </span>
      )}
    </span>
  );
}
