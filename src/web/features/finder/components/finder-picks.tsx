import { Link } from 'react-router';
import { PRODUCT_GRID_CARD_LAYOUT, responsiveImage } from '#shared/image-layouts.js';
import { formatDollars } from '#shared/money.js';
import { pagePaths } from '#shared/paths.js';
import { firmnessFeel } from '#shared/product-facts.js';
import type { FinderPick, FinderResult } from '#shared/schemas/finder.js';
import { inlineLinkClass } from '#web/components/button-classes.ts';
import { ProductImage } from '#web/components/product/product-image.tsx';

function PickCard({ pick, rank }: { pick: FinderPick; rank: number }) {
  const price = pick.sizeName
    ? `${formatDollars(pick.price)} for a ${pick.sizeName}`
    : `From ${formatDollars(pick.price)}`;
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-sand">
      <div className="aspect-[4/3] bg-sand">
        <ProductImage
          {...responsiveImage(pick.mainImage?.url, PRODUCT_GRID_CARD_LAYOUT)}
          alt=""
          width={560}
          height={420}
          loading={rank === 1 ? 'eager' : 'lazy'}
          className="size-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs font-semibold uppercase tracking-[0.14em] text-gold-deep">
          Pick {rank} · {pick.score}% match
        </p>
        <h3 className="text-xl text-navy">
          <Link to={pagePaths.product(pick.productId)} className="hover:underline">
            {pick.name}
          </Link>
        </h3>
        <p className="text-sm text-muted">
          {firmnessFeel(pick.firmness)} · {pick.firmness}/10
          <span className="sr-only"> firmness</span>
        </p>
        <p className="font-medium text-ink">{price}</p>
        {pick.reasons.length > 0 && (
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-ink">
            {pick.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        )}
        <Link to={pagePaths.product(pick.productId)} className={`${inlineLinkClass} mt-auto pt-3`}>
          View {pick.name}
        </Link>
      </div>
    </li>
  );
}

/** The finder's picks, best first, each with why it suits the answers. */
export function FinderPicks({ result }: { result: FinderResult }) {
  if (result.picks.length === 0) {
    return (
      <p className="rounded-2xl bg-white p-5 text-ink ring-1 ring-sand">
        No mattress fits all of that. Try another size or a higher budget, or{' '}
        <Link to={pagePaths.bookVisit} className={inlineLinkClass}>
          book a showroom visit
        </Link>{' '}
        and lie on them all.
      </p>
    );
  }
  return (
    <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {result.picks.map((pick, index) => (
        <PickCard key={pick.productId} pick={pick} rank={index + 1} />
      ))}
    </ol>
  );
}
