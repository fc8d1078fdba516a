import { useCallback, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { pagePaths } from '#shared/paths.js';
import { iconButtonClass } from '#web/components/button-classes.ts';
import { MenuIcon, SearchIcon } from '#web/components/icons.tsx';
import { AccountMenu } from '#web/features/auth/components/account-menu.tsx';
import { CartButton } from '#web/features/cart/components/cart-button.tsx';
import { MobileMenu } from './mobile-menu';
import { collectionLinks, companyLinks } from './nav-links';
import { ProductsMenu } from './products-menu';
import { SearchOverlay } from './search-overlay';
import { useSearchShortcut } from './use-search-shortcut';

const navLinkClass =
  'flex min-h-11 items-center px-3 text-sm font-medium tracking-wide text-navy hover:text-gold-deep aria-[current=page]:text-gold-deep';

export function TopBar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const openSearch = useCallback(() => setSearchOpen(true), []);
  useSearchShortcut(openSearch);

  return (
    <>
      <p className="bg-navy px-4 py-2 text-center text-xs tracking-[0.1em] text-cream uppercase sm:tracking-[0.14em]">
        Free delivery <span className="max-sm:hidden">across Singapore</span>{' '}
        <span aria-hidden="true">·</span> 10 Year Warranty
      </p>
      <header className="sticky top-0 z-40 border-b border-sand bg-cream/95 backdrop-blur-sm">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-3 sm:px-6 lg:h-20 lg:px-8">
          <button
            type="button"
            onClick={() => setMenuOpen(true)}
            aria-label="Open menu"
            aria-haspopup="dialog"
            className={`${iconButtonClass} lg:hidden`}
          >
            <MenuIcon />
          </button>
          <Link to={pagePaths.home} className="flex min-h-11 items-center px-1">
            <img
              src="/img/logo.svg"
              alt="8etterSleep home"
              width={147}
              height={36}
              className="h-8 w-auto lg:h-9"
            />
          </Link>
          <nav aria-label="Main" className="mx-auto hidden items-center lg:flex">
            <ProductsMenu />
            {[...collectionLinks, ...companyLinks].map((link) => (
              <NavLink key={link.to} to={link.to} className={navLinkClass}>
                {link.label}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex items-center lg:ml-0">
            <button
              type="button"
              onClick={openSearch}
              aria-label="Search"
              aria-haspopup="dialog"
              className={iconButtonClass}
            >
              <SearchIcon />
            </button>
            <AccountMenu />
            <CartButton />
          </div>
        </div>
      </header>
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
      <SearchOverlay open={searchOpen} onClose={() => setSearchOpen(false)} />
    </>
  );
}
