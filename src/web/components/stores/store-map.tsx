import { useRef, useState } from 'react';
import type { Store } from '#shared/schemas/shop-info.js';
import { ExternalLinkIcon, MapPinIcon } from '#web/components/icons.tsx';
import { directionsUrl, embedMapUrl } from '#web/lib/map-links.ts';
import { useNearViewport } from '#web/lib/use-near-viewport.ts';

/** "8etterSleep Gallery, Ubi" → "Ubi": the area is what tells the two apart on a small switch. */
function areaOf(store: Store): string {
  return store.name.split(', ').at(-1) ?? store.name;
}

/**
 * A map of one store at a time. The third-party map loads only when it is about to scroll into
 * view or the shopper picks a store, so it costs nothing on first paint; the directions link
 * below it works whether or not the map could load.
 */
export function StoreMap({ stores }: { stores: readonly Store[] }) {
  const [selectedId, setSelectedId] = useState(stores[0]?.id);
  const [requested, setRequested] = useState(false);
  const frameRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frameRef);
  const store = stores.find((candidate) => candidate.id === selectedId) ?? stores[0];
  if (!store) return null;
  const showMap = near || requested;

  return (
    <div>
      {/* A floated legend is laid out like any child, so it can sit beside the switch. */}
      <fieldset className="flex items-center justify-between gap-3">
        <legend className="float-left text-sm font-medium text-navy">Show on the map</legend>
        <div className="flex rounded-full bg-sand p-1">
          {stores.map((candidate) => (
            <button
              key={candidate.id}
              type="button"
              aria-pressed={candidate.id === store.id}
              onClick={() => {
                setSelectedId(candidate.id);
                setRequested(true);
              }}
              className="min-h-10 rounded-full px-4 text-sm font-medium text-navy transition-colors hover:bg-cream aria-pressed:bg-navy aria-pressed:text-cream"
            >
              {areaOf(candidate)}
            </button>
          ))}
        </div>
      </fieldset>
      <div
        ref={frameRef}
        className="relative mt-4 aspect-[4/3] overflow-hidden rounded-2xl bg-sand ring-1 ring-sand-deep sm:aspect-[16/10]"
      >
        {/* Under the map, and what stays in view if the map cannot load (offline, blocked). */}
        <div className="grid size-full place-items-center p-6 text-center">
          <div>
            <MapPinIcon className="mx-auto size-10 text-gold-deep" />
            <p className="mt-3 font-serif text-lg text-navy">{store.name}</p>
            {showMap ? (
              <p className="mt-1 text-sm text-muted">Loading map…</p>
            ) : (
              <button
                type="button"
                onClick={() => setRequested(true)}
                className="mt-4 inline-flex min-h-11 items-center rounded-full bg-navy px-6 text-sm font-medium text-cream hover:bg-navy-soft"
              >
                Show map
              </button>
            )}
          </div>
        </div>
        {showMap && (
          <iframe
            key={store.id}
            title={`Map of ${store.name}`}
            src={embedMapUrl(store)}
            loading="lazy"
            className="absolute inset-0 size-full border-0"
          />
        )}
      </div>
      <p className="mt-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm text-ink/85">
        <span>{store.address}</span>
        <a
          href={directionsUrl(store)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-2 font-medium text-navy underline decoration-gold underline-offset-4 hover:text-gold-deep"
        >
          Directions to {areaOf(store)}
          <span className="sr-only"> (opens in a new tab)</span>
          <ExternalLinkIcon className="size-4" />
        </a>
      </p>
    </div>
  );
}
