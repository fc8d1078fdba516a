import { Link } from 'react-router';
import { shopInfo } from '#shared/shop-info.js';
import { MailIcon, PhoneIcon } from '#web/components/icons.tsx';
import { mailtoHref, telHref } from '#web/lib/contact-links.ts';
import { companyLinks, type NavLinkItem, shopLinks, supportLinks } from './nav-links';
import { NewsletterForm } from './newsletter-form';

const headingClass = 'font-sans text-xs font-semibold uppercase tracking-[0.18em] text-gold';
const linkClass = 'inline-flex min-h-11 items-center text-sm text-cream/85 hover:text-white';

interface LinkColumnProps {
  title: string;
  links: NavLinkItem[];
  className?: string;
}

function LinkColumn({ title, links, className }: LinkColumnProps) {
  return (
    <nav aria-label={title} className={className}>
      <h2 className={headingClass}>{title}</h2>
      <ul className="mt-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();

  return (
    // Room at the bottom, at every width, keeps the floating chat button off the page's last line;
    // with a bar pinned to the screen's bottom, room for the bar and the button above it.
    <footer className="bg-navy pb-24 text-cream sm:pb-28 [body:has([data-bottom-bar])_&]:pb-44 sm:[body:has([data-bottom-bar])_&]:pb-48">
      <div className="mx-auto max-w-7xl px-5 pt-14 sm:px-8 lg:pt-20">
        <div className="grid gap-12 lg:grid-cols-[1.2fr_2fr]">
          <div>
            {/* The navy logo, turned white for the navy footer. */}
            <img
              src="/img/logo.svg"
              alt={shopInfo.name}
              width={163}
              height={40}
              loading="lazy"
              className="h-10 w-auto brightness-0 invert"
            />
            <p className="mt-3 font-serif text-lg text-gold italic">{shopInfo.tagline}</p>
            <ul className="mt-6 space-y-1">
              <li>
                <a href={telHref(shopInfo.contactPhone)} className={`${linkClass} gap-2`}>
                  <PhoneIcon className="size-5 text-gold" />
                  {shopInfo.contactPhone}
                </a>
              </li>
              <li>
                <a href={mailtoHref(shopInfo.contactEmail)} className={`${linkClass} gap-2`}>
                  <MailIcon className="size-5 text-gold" />
                  {shopInfo.contactEmail}
                </a>
              </li>
            </ul>
            <div className="mt-8">
              <NewsletterForm />
            </div>
          </div>
          <div className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-[1fr_1fr_1fr_1.7fr]">
            {/* On phones the long Shop list spans two rows, so Support and Company sit beside it. */}
            <LinkColumn title="Shop" links={shopLinks} className="row-span-2 sm:row-span-1" />
            <LinkColumn title="Support" links={supportLinks} />
            <LinkColumn title="Company" links={companyLinks} />
            <section aria-labelledby="footer-stores" className="col-span-2 sm:col-span-1">
              <h2 id="footer-stores" className={headingClass}>
                Showrooms
              </h2>
              <ul className="mt-4 space-y-5">
                {shopInfo.stores.map((store) => (
                  <li key={store.id} className="text-sm leading-relaxed text-cream/85">
                    <p className="font-medium text-cream">{store.name}</p>
                    <address className="not-italic">{store.address}</address>
                    <p>{store.hours}</p>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </div>
        <div className="mt-14 flex flex-col gap-2 border-t border-cream/15 py-6 text-xs text-cream/70 sm:flex-row sm:justify-between">
          <p>© {year} 8etterSleep</p>
          <p>All prices in Singapore dollars (SGD).</p>
        </div>
      </div>
    </footer>
  );
}
