import { useState } from 'react';
import { withImageWidth } from '#shared/images.js';
import type { Product } from '#shared/schemas/product.js';
import { askConfirm } from '#web/lib/confirm.ts';
import { useDeleteFeature } from '../api/features';
import { FeatureForm } from './feature-form';
import { FormSectionHeading } from './form-section-heading';

function FeaturesEditor({ product }: { product: Product }) {
  const [editingId, setEditingId] = useState<number | null>(null);
  const removal = useDeleteFeature(product.productId);

  async function remove(featureId: number, name: string) {
    const message = `Delete the feature ${name}?`;
    if (await askConfirm({ message, confirmLabel: 'Delete', danger: true })) {
      removal.mutate(featureId);
    }
  }

  return (
    <>
      {product.features.length === 0 ? (
        <p className="text-sm text-muted">No features yet.</p>
      ) : (
        <ul aria-label="Features" className="space-y-3">
          {product.features.map((feature) =>
            editingId === feature.featureId ? (
              <li key={feature.featureId}>
                <FeatureForm
                  productId={product.productId}
                  feature={feature}
                  onDone={() => setEditingId(null)}
                  onCancel={() => setEditingId(null)}
                />
              </li>
            ) : (
              <li key={feature.featureId} className="flex flex-wrap items-center gap-4">
                {feature.image && (
                  <img
                    src={withImageWidth(feature.image, 160)}
                    alt=""
                    className="size-16 rounded-lg bg-sand object-cover"
                  />
                )}
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-navy">{feature.name}</p>
                  <p className="text-sm text-muted">
                    {feature.slogan || `${feature.paragraphs.length} paragraphs`}
                    {feature.reverse ? ' · reversed' : ''}
                  </p>
                </div>
                <button
                  type="button"
                  aria-label={`Edit feature ${feature.name}`}
                  onClick={() => setEditingId(feature.featureId)}
                  className="min-h-11 rounded-full px-4 text-sm font-medium text-navy hover:bg-sand"
                >
                  Edit
                </button>
                <button
                  type="button"
                  aria-label={`Delete feature ${feature.name}`}
                  onClick={() => remove(feature.featureId, feature.name)}
                  className="min-h-11 rounded-full px-4 text-sm font-medium text-danger hover:bg-danger/10"
                >
                  Delete
                </button>
              </li>
            ),
          )}
        </ul>
      )}
      <FeatureForm productId={product.productId} feature={undefined} />
    </>
  );
}

export function FeaturesSection({ product }: { product: Product | undefined }) {
  return (
    <section aria-labelledby="features-heading" className="space-y-4">
      <FormSectionHeading id="features-heading">Features</FormSectionHeading>
      {product ? (
        <FeaturesEditor product={product} />
      ) : (
        <p className="text-sm text-muted">Save the product first, then add features.</p>
      )}
    </section>
  );
}
