import { FEATURED_PRODUCT_IDS } from '#shared/constants.js';
import { useProductFeatures } from '#web/api/get-product-features.ts';
import { FeatureSections } from '#web/components/product/feature-sections.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { SectionHeading } from './section-heading';

/** Handpicked Highlights: what makes the firm 8etterCare (product 15) what it is. */
export function Highlights() {
  const features = useProductFeatures(FEATURED_PRODUCT_IDS.firm);

  return (
    <section
      aria-labelledby="highlights-title"
      className="mx-auto max-w-7xl px-5 py-16 sm:px-8 lg:py-24"
    >
      <SectionHeading
        id="highlights-title"
        eyebrow="Inside 8etterCare 1"
        title="Handpicked Highlights"
      >
        The details we obsess over, so you can stop thinking about your mattress and sleep.
      </SectionHeading>
      <div className="mt-10">
        {features.isPending && (
          <p role="status" className="py-10 text-center text-muted">
            Loading…
          </p>
        )}
        {/* Spec section 8: the message shows and the block does not. */}
        {features.isError && (
          <p role="alert" className="rounded-2xl bg-white px-6 py-8 text-center ring-1 ring-sand">
            {errorText(features.error, 'Failed to load features')}
          </p>
        )}
        {features.isSuccess && <FeatureSections features={features.data} />}
      </div>
    </section>
  );
}
