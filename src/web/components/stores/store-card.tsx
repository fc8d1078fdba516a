import type { Store } from '#shared/schemas/shop-info.js';
import { ClockIcon, ExternalLinkIcon, MapPinIcon, PhoneIcon } from '#web/components/icons.tsx';
import { telHref } from '#web/lib/contact-links.ts';
import { directionsUrl } from '#web/lib/map-links.ts';

const lineClass = 'flex gap-3 text-sm leading-relaxed text-ink/85';
const iconClass = 'mt-0.5 size-5 shrink-0 text-gold-deep';

/** One showroom: where it is, when it is open, how to call and how to get there. */
export function StoreCard({ store }: { store: Store }) {
  return (
    <article className="flex h-full flex-col rounded-2xl bg-white p-5 ring-1 ring-sand sm:p-6">
      <h3 className="text-xl text-navy">{store.name}</h3>
      <ul className="mt-4 space-y-3">
        <li className={lineClass}>
          <MapPinIcon className={iconClass} />
          <address className="not-italic">{store.address}</address>
        </li>
        <li className={lineClass}>
          <ClockIcon className={iconClass} />
          <span>{store.hours}</span>
        </li>
        <li className={lineClass}>
          <PhoneIcon className={iconClass} />
          <a
            href={telHref(store.phone)}
            className="font-medium text-navy underline decoration-gold underline-offset-4 hover:text-gold-deep"
          >
            <span className="sr-only">Call {store.name}: </span>
            {store.phone}
          </a>
        </li>
      </ul>
      {/* Pinned to the bottom, so cards side by side line their buttons up. */}
      <div className="mt-auto pt-5">
        <a
          href={directionsUrl(store)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-navy px-5 text-sm font-medium text-navy transition-colors hover:bg-sand"
        >
          Get directions
          <span className="sr-only"> to {store.name} (opens in a new tab)</span>
          <ExternalLinkIcon className="size-4" />
        </a>
      </div>
    </article>
  );
}
