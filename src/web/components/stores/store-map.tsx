import { useEffect, useRef, useState } from 'react';
import type { Store } from '#shared/schemas/shop-info.js';
import { ExternalLinkIcon, MapPinIcon } from '#web/components/icons.tsx';
import { directionsUrl, embedMapUrl } from '#web/lib/map-links.ts';
import { useNearViewport } from '#web/lib/use-near-viewport.ts';

/** "8etterSleep Gallery, Ubi" → "Ubi": the area is what tells the two apart on a small switch. */
function areaOf(store: Store): string {
  return store.name.split(', ').at(-1) ?? store.name;
}

/**
 * How long the map may take to load before the still picture, the address and the directions link
 * stand in for it: a blocked or offline map site never answers, and "Loading map…" must not stay.
 */
export const MAP_LOAD_TIMEOUT_MS = 8_000;

/** A still picture of streets around a pin: what the map box shows when no live map is in it. */
function MapStill() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 320 200"
      preserveAspectRatio="xMidYMid slice"
      className="absolute inset-0 size-full"
    >
      <rect width="320" height="200" fill="#efe6d6" />
      <path d="M0 150 C80 130 140 170 320 120" stroke="#bcd3e0" strokeWidth="14" fill="none" />
      <g stroke="#fffaf1" strokeLinecap="round" fill="none">
        <path d="M0 60 H320 M0 105 H320 M60 0 V200 M150 0 V200 M245 0 V200" strokeWidth="9" />
        <path d="M0 30 L320 180 M20 200 L200 0" strokeWidth="5" />
      </g>
      <rect x="172" y="72" width="56" height="24" rx="3" fill="#d9e4c9" />
      <rect x="74" y="118" width="60" height="30" rx="3" fill="#d9e4c9" />
    </svg>
  );
}

type MapLoad = 'loading' | 'loaded' | 'failed';

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
  const showMap = near || requested;
  const [load, setLoad] = useState<MapLoad>('loading');
  const storeId = store?.id;

  // Each store's map gets its own time to load; one that has not loaded by then is given up.
  useEffect(() => {
    if (!showMap || storeId === undefined) return;
    setLoad('loading');
    const timer = window.setTimeout(
      () => setLoad((now) => (now === 'loading' ? 'failed' : now)),
      MAP_LOAD_TIMEOUT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [showMap, storeId]);

  if (!store) return null;

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
        <MapStill />
        <div className="relative grid size-full place-items-center p-6 text-center">
          <div className="rounded-2xl bg-cream/90 px-5 py-4 shadow-sm">
            <MapPinIcon className="mx-auto size-10 text-gold-deep" />
            <p className="mt-3 font-serif text-lg text-navy">{store.name}</p>
            {load === 'failed' ? (
              <p role="status" className="mt-1 text-sm text-ink/85">
                The map could not load. {store.address}
              </p>
            ) : showMap ? (
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
        {showMap && load !== 'failed' && (
          <iframe
            key={store.id}
            title={`Map of ${store.name}`}
            src={embedMapUrl(store)}
            loading="lazy"
            onLoad={() => setLoad('loaded')}
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
