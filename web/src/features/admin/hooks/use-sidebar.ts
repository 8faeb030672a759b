import { useCallback, useEffect, useState } from 'react';
import { isSidebarShortcut, parseSidebarState, serialiseSidebarState } from '../utils/sidebar-state';
import { useMobileViewport } from './use-mobile-viewport';

export interface Sidebar {
  isMobile: boolean;
  /** Desktop: expanded (true) or icon mode (false); remembered in the cookie. */
  open: boolean;
  /** Mobile: the off-canvas sheet; not remembered, as a sheet left open would cover the page on the next visit. */
  openMobile: boolean;
  setOpenMobile(open: boolean): void;
  toggle(): void;
}

const rememberedOpen = () => (typeof document === 'undefined' ? null : parseSidebarState(document.cookie));

/** The admin sidebar's state: open by default, remembered for 7 days, toggled by the trigger or ctrl/meta+b. */
export function useSidebar(): Sidebar {
  const isMobile = useMobileViewport();
  const [open, setOpen] = useState(() => rememberedOpen() ?? true);
  const [openMobile, setOpenMobile] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setOpenMobile(!openMobile);
      return;
    }
    setOpen(!open);
    document.cookie = serialiseSidebarState(!open);
  }, [isMobile, open, openMobile]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  return { isMobile, open, openMobile, setOpenMobile, toggle };
}
