import { lazy, Suspense } from 'react';
import { Sheet } from '@/components/ui/sheet';
import { useMessages } from '@/lib/i18n/use-messages';
import { shellMessages } from './messages';

const SideMenuContent = lazy(() => import('./side-menu-content').then((m) => ({ default: m.SideMenuContent })));

/** The mobile side menu: platforms (with product counts) and product categories to browse, account entry, language and currency. */
export function SideMenu({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useMessages(shellMessages);
  return (
    <Sheet open={open} onClose={onClose} title={t('menuTitle')} closeLabel={t('close')} side="left" className="side-menu">
      <Suspense fallback={null}>
        <SideMenuContent onNavigate={onClose} />
      </Suspense>
    </Sheet>
  );
}
