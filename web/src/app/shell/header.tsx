import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { MenuIcon, SearchIcon } from '@/components/icons';
import { getHref } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/use-messages';
import { CartButton } from './cart-button';
import { CategoryBar } from './category-bar';
import { shellMessages } from './messages';
import { PreferencesMenu } from './preferences-menu';
import { SearchSlot } from './search-slot';
import { SideMenu } from './side-menu';
import { UserMenuSlot } from './user-menu-slot';

export function Header() {
  const t = useMessages(shellMessages);
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const searchAreaId = useId();
  const searchInputId = useId();

  const toggleSearch = () => {
    setSearchOpen(!searchOpen);
    // Opening the panel is a request to type: put the caret in the box once it shows.
    if (!searchOpen) requestAnimationFrame(() => document.getElementById(searchInputId)?.focus());
  };

  return (
    <header className="site-header">
      <div className="header-bar">
        <div className="header-inner container">
          <button
            type="button"
            className="icon-button menu-toggle"
            aria-label={t('menuToggle')}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </button>
          <Link to={getHref('home')} className="brand" aria-label={t('homeLink')}>
            <svg className="brand-mark" viewBox="0 0 32 32" aria-hidden="true">
              <path d="M6 26V6h4l12 13V6h4v20h-4L10 13v13z" />
            </svg>
            <span className="brand-name">NeonKeys</span>
          </Link>
          <div id={searchAreaId} className={cn('header-search-area', searchOpen && 'is-open')} data-testid="header-search-area">
            <SearchSlot id={searchInputId} />
          </div>
          <div className="header-actions">
            <button
              type="button"
              className="icon-button search-toggle"
              aria-label={t('searchToggle')}
              aria-expanded={searchOpen}
              aria-controls={searchAreaId}
              onClick={toggleSearch}
            >
              <SearchIcon />
            </button>
            <PreferencesMenu />
            <CartButton />
            <UserMenuSlot className="header-sign-in" />
          </div>
        </div>
      </div>
      <CategoryBar />
      <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </header>
  );
}
