import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { pagePaths } from '#shared/paths.js';
import { chatLinkUrl, shopInfo } from '#shared/shop-info.js';
import { primaryButtonClass } from '#web/components/button-classes.ts';
import { ChatIcon, MailIcon, PhoneIcon } from '#web/components/icons.tsx';
import { FindUs } from '#web/components/stores/find-us.tsx';
import { StoreCard } from '#web/components/stores/store-card.tsx';
import { mailtoHref, telHref } from '#web/lib/contact-links.ts';
import { InfoPage } from './components/info-page';
import { InfoSection } from './components/info-section';

interface Channel {
  label: string;
  value: string;
  href: string;
  Icon: ComponentType<{ className?: string }>;
  /** Opens another site (the chat app), so it gets its own tab. */
  external?: boolean;
}

const CHANNELS: Channel[] = [
  {
    label: 'Call us',
    value: shopInfo.contactPhone,
    href: telHref(shopInfo.contactPhone),
    Icon: PhoneIcon,
  },
  {
    label: 'Email us',
    value: shopInfo.contactEmail,
    href: mailtoHref(shopInfo.contactEmail),
    Icon: MailIcon,
  },
  {
    label: 'Chat on WhatsApp',
    value: 'Send us a message',
    href: chatLinkUrl,
    Icon: ChatIcon,
    external: true,
  },
];

/** Contact Us, labelled Showroom in the menus: the stores, other ways to reach us, and the map. */
export function ContactPage() {
  return (
    <>
      <InfoPage
        id="contact-title"
        pageTitle="Contact Us"
        wide
        eyebrow="Showroom"
        title="Contact Us"
        intro="Visit a showroom to try every mattress, or reach us by phone, email or WhatsApp."
      >
        <InfoSection title="Our Locations">
          <ul className="grid gap-4 sm:grid-cols-2">
            {shopInfo.stores.map((store) => (
              <li key={store.id}>
                <StoreCard store={store} />
              </li>
            ))}
          </ul>
          <p>
            <Link to={pagePaths.bookVisit} className={primaryButtonClass}>
              Book a showroom visit
            </Link>
          </p>
          <h3 className="pt-4 text-xl text-navy">Other ways to reach us</h3>
          <ul className="grid gap-3 sm:grid-cols-3">
            {CHANNELS.map(({ label, value, href, Icon, external }) => (
              <li key={label}>
                <a
                  href={href}
                  {...(external && { target: '_blank', rel: 'noopener noreferrer' })}
                  className="flex h-full items-center gap-3 rounded-2xl bg-white p-4 ring-1 ring-sand transition-shadow hover:shadow-lg hover:shadow-navy/10"
                >
                  <span className="grid size-11 shrink-0 place-items-center rounded-full bg-cream text-gold-deep ring-1 ring-sand-deep">
                    <Icon className="size-5" />
                  </span>
                  <span className="min-w-0">
                    <span className="block font-medium text-navy">{label}</span>
                    <span className="block truncate text-sm text-muted">{value}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </InfoSection>
      </InfoPage>
      <FindUs showStores={false} />
    </>
  );
}
