import type { ReactNode } from 'react';
import { formatCm, hasSpecs, type ProductSpecs } from '#shared/schemas/product-specs.js';
import { LayerStack } from '#web/components/product/layer-stack.tsx';

function SpecItem({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="border-t border-sand pt-4">
      <dt className="text-sm font-semibold uppercase tracking-[0.12em] text-gold-deep">{term}</dt>
      <dd className="mt-2 text-ink/85">{children}</dd>
    </div>
  );
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** How the product is built (issue 26): only what staff have given, nothing when none is. */
export function ProductSpecsSection({ specs }: { specs: ProductSpecs }) {
  if (!hasSpecs(specs)) return null;
  return (
    <section
      aria-labelledby="specs-title"
      className="mx-auto max-w-7xl px-5 py-14 sm:px-8 lg:py-20"
    >
      <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-deep">
        What it is made of
      </p>
      <h2 id="specs-title" className="mt-3 text-3xl leading-tight text-navy sm:text-4xl">
        Specifications
      </h2>
      <dl className="mt-8 grid gap-6 lg:grid-cols-2 lg:gap-x-14">
        {specs.heightCm !== null && <SpecItem term="Height">{formatCm(specs.heightCm)}</SpecItem>}
        {specs.layers.length > 0 && (
          <SpecItem term="Layers, top to bottom">
            <LayerStack layers={specs.layers} label="Layers, top to bottom" />
          </SpecItem>
        )}
        {specs.materials.length > 0 && (
          <SpecItem term="Materials">
            <ul className="list-disc space-y-1 pl-5">
              {specs.materials.map((material) => (
                <li key={material}>{material}</li>
              ))}
            </ul>
          </SpecItem>
        )}
        {specs.certifications.length > 0 && (
          <SpecItem term="Certifications">
            <ul className="list-disc space-y-1 pl-5">
              {specs.certifications.map((certification) => (
                <li key={certification}>{certification}</li>
              ))}
            </ul>
          </SpecItem>
        )}
        {specs.careNotes !== '' && (
          <SpecItem term="Care">
            <div className="space-y-2">
              {lines(specs.careNotes).map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
          </SpecItem>
        )}
      </dl>
    </section>
  );
}
