import { useId, useState } from 'react';
import { Link } from 'react-router';
import { shopInfo } from '#shared/shop-info.js';
import { CloseButton } from '#web/components/close-button.tsx';
import { Dialog } from '#web/components/dialog.tsx';
import { ChevronDownIcon, PhoneIcon } from '#web/components/icons.tsx';
import { MobileAccountLinks } from '#web/features/auth/components/mobile-account-links.tsx';
import { telHref } from '#web/lib/contact-links.ts';
import { collectionLinks, companyLinks, type NavLinkItem, productLinks } from './nav-links';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
}

const rowClass =
  'flex min-h-12 w-full items-center justify-between border-b border-sand px-1 text-lg text-navy';

function MenuLinks({ links, onNavigate }: { links: NavLinkItem[]; onNavigate: () => void }) {
  return links.map((link) => (
    <li key={link.to}>
      <Link
        to={link.to}
        onClick={onNavigate}
        className="flex min-h-11 items-center text-base text-ink"
      >
        {link.label}
      </Link>
    </li>
  ));
}

/** The slide-out menu of small screens; the native modal dialog traps focus and Escape closes it. */
export function MobileMenu({ open, onClose }: MobileMenuProps) {
  const [productsOpen, setProductsOpen] = useState(false);
  const titleId = useId();
  const productsId = useId();

  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      className="fixed inset-y-0 left-0 h-dvh w-[min(22rem,88vw)] -translate-x-full transition-[translate,overlay,display] transition-discrete duration-300 open:translate-x-0 starting:open:-translate-x-full motion-reduce:transition-none"
    >
      <div className="flex h-full flex-col overflow-y-auto bg-cream px-6 pb-8 pt-4">
        <div className="flex items-center justify-between">
          <h2 id={titleId} className="font-serif text-xl text-navy">
            Menu
          </h2>
          <CloseButton label="Close menu" onClick={onClose} className="-mr-2" />
        </div>
        <nav aria-label="Mobile" className="mt-4">
          <ul>
            <li>
              <button
                type="button"
                aria-expanded={productsOpen}
                aria-controls={productsId}
                onClick={() => setProductsOpen((wasOpen) => !wasOpen)}
                className={rowClass}
              >
                Products
                <ChevronDownIcon
                  className={`size-5 transition-transform ${productsOpen ? 'rotate-180' : ''}`}
                />
              </button>
              <div
                id={productsId}
                hidden={!productsOpen}
                className="border-b border-sand py-2 pl-4"
              >
                <ul>
                  <MenuLinks links={productLinks} onNavigate={onClose} />
                </ul>
                <p className="mt-3 text-xs font-semibold uppercase tracking-[0.18em] text-gold-deep">
                  Collections
                </p>
                <ul>
                  <MenuLinks links={collectionLinks} onNavigate={onClose} />
                </ul>
              </div>
            </li>
            {companyLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={onClose} className={rowClass}>
                  {link.label}
                </Link>
              </li>
            ))}
            <MobileAccountLinks rowClass={rowClass} onNavigate={onClose} />
          </ul>
        </nav>
        <a
          href={telHref(shopInfo.contactPhone)}
          className="mt-auto flex min-h-11 items-center gap-2 pt-8 text-sm text-muted"
        >
          <PhoneIcon className="size-5" />
          {shopInfo.contactPhone}
        </a>
      </div>
    </Dialog>
  );
}
