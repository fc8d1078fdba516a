import { useId } from 'react';
import { shopInfo } from '#shared/shop-info.js';
import { StoreCard } from './store-card';
import { StoreMap } from './store-map';

interface FindUsProps {
  /** False where the page lists the stores already (Contact Us), so only the map shows. */
  showStores?: boolean;
}

/** Both showrooms and a map of them: on Home and on Contact Us. */
export function FindUs({ showStores = true }: FindUsProps) {
  const titleId = useId();

  return (
    <section aria-labelledby={titleId} className="border-t border-sand bg-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-16 sm:px-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-14 lg:py-24">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-deep">
            Visit a showroom
          </p>
          <h2 id={titleId} className="mt-3 text-3xl leading-tight text-navy sm:text-4xl">
            Find Us
          </h2>
          <p className="mt-4 leading-relaxed text-muted">
            Lie down on every mattress before you choose. Our two showrooms in the east of Singapore
            are open daily.
          </p>
          {showStores && (
            <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
              {shopInfo.stores.map((store) => (
                <li key={store.id}>
                  <StoreCard store={store} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <StoreMap stores={shopInfo.stores} />
      </div>
    </section>
  );
}
