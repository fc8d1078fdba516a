import type { Store } from '#shared/schemas/shop-info.js';

/** A Google Maps route to the store: it works in any browser and opens the maps app on phones. */
export function directionsUrl(store: Store): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(store.mapQuery)}`;
}

/** Half the side of the map's box in degrees: about 1 km, a few streets around the store. */
const SPAN = 0.006;

/** OpenStreetMap's embeddable map: no key, no cookies, allowed by the CSP's frame-src. */
export function embedMapUrl(store: Store): string {
  const { latitude: lat, longitude: lon } = store;
  const bbox = [lon - SPAN, lat - SPAN, lon + SPAN, lat + SPAN].join(',');
  const params = new URLSearchParams({ bbox, layer: 'mapnik', marker: `${lat},${lon}` });
  return `https://www.openstreetmap.org/export/embed.html?${params.toString()}`;
}
