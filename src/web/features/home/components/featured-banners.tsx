import { Link } from 'react-router';
import { FEATURED_PRODUCT_IDS } from '#shared/constants.js';
import { pagePaths } from '#shared/paths.js';
import { useProduct } from '#web/api/get-product.ts';
import { ArrowRightIcon } from '#web/components/icons.tsx';
import { FirmnessGauge } from '#web/components/product/firmness-gauge.tsx';
import { ProductImage } from '#web/components/product/product-image.tsx';
import { SectionHeading } from './section-heading';

interface FeaturedMattress {
  productId: number;
  name: string;
  feel: string;
  /** Out of 10, as in spec section 9. */
  firmness: number;
  blurb: string;
  tone: 'light' | 'dark';
}

const FEATURED: FeaturedMattress[] = [
  {
    productId: FEATURED_PRODUCT_IDS.firm,
    name: '8etterCare 1',
    feel: 'Firm',
    firmness: 7.5,
    blurb: 'Even, steady support that keeps the spine in line, for those who like to sleep on top.',
    tone: 'dark',
  },
  {
    productId: FEATURED_PRODUCT_IDS.plush,
    name: '8etterCare 2',
    feel: 'Plush',
    firmness: 5,
    blurb: 'A softer, cradling feel that eases shoulders and hips, for those who like to sink in.',
    tone: 'light',
  },
];

function FeaturedCard({ mattress }: { mattress: FeaturedMattress }) {
  // The photo comes from the catalogue; the card reads well without it while it loads.
  const { data: product } = useProduct(mattress.productId);
  const dark = mattress.tone === 'dark';

  return (
    <article
      className={`group relative flex flex-col overflow-hidden rounded-3xl ${dark ? 'bg-navy text-cream' : 'bg-sand text-navy'}`}
    >
      <div className="aspect-[16/10] overflow-hidden bg-sand-deep">
        {product && (
          <ProductImage
            src={product.mainImage?.url}
            alt=""
            width={800}
            height={500}
            loading="lazy"
            className="size-full object-cover transition-transform duration-700 group-hover:scale-105 motion-reduce:transition-none"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-4 p-6 sm:p-8">
        <p
          className={`text-xs font-semibold uppercase tracking-[0.2em] ${dark ? 'text-gold' : 'text-gold-deep'}`}
        >
          Featured · {mattress.feel}
        </p>
        <h3 className="text-3xl">
          {/* The link covers the whole card, so the card is one large target. */}
          <Link
            to={pagePaths.product(mattress.productId)}
            className="after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-focus"
          >
            {mattress.name}
          </Link>
        </h3>
        <p className={`leading-relaxed ${dark ? 'text-cream/80' : 'text-ink/80'}`}>
          {mattress.blurb}
        </p>
        <div className="max-w-xs">
          <FirmnessGauge value={mattress.firmness} feel={mattress.feel} tone={mattress.tone} />
        </div>
        <p className="mt-auto inline-flex items-center gap-2 pt-2 font-semibold" aria-hidden="true">
          Discover {mattress.name}
          <ArrowRightIcon className="size-5 transition-transform group-hover:translate-x-1" />
        </p>
      </div>
    </article>
  );
}

export function FeaturedBanners() {
  return (
    <section
      aria-labelledby="featured-title"
      className="mx-auto max-w-7xl px-5 py-16 sm:px-8 lg:py-24"
    >
      <SectionHeading id="featured-title" eyebrow="Our signature mattresses" title="Find your feel">
        Two mattresses, two feels: firm, even support or a softer, cradling comfort. Try both in our
        showrooms.
      </SectionHeading>
      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        {FEATURED.map((mattress) => (
          <FeaturedCard key={mattress.productId} mattress={mattress} />
        ))}
      </div>
    </section>
  );
}
