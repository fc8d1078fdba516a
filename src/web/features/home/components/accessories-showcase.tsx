import { Link } from 'react-router';
import { pagePaths } from '#shared/paths.js';
import { ArrowRightIcon } from '#web/components/icons.tsx';
import { AccessoriesCarousel } from '#web/components/product/accessories-carousel.tsx';
import { SectionHeading } from './section-heading';

/** The Accessories carousel of the home page, with a way to the full accessories list. */
export function AccessoriesShowcase() {
  return (
    <section aria-labelledby="accessories-title" className="bg-sand/50">
      <div className="mx-auto max-w-7xl px-5 py-16 sm:px-8 lg:py-24">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading id="accessories-title" eyebrow="Complete your bed" title="Accessories">
            Pillows, protectors, toppers and sheets that make a good mattress even better.
          </SectionHeading>
          <Link
            to={pagePaths.accessories}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-navy hover:text-gold-deep"
          >
            All accessories
            <ArrowRightIcon className="size-5" />
          </Link>
        </div>
        <div className="mt-10">
          <AccessoriesCarousel />
        </div>
      </div>
    </section>
  );
}
