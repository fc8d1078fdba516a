import { formatCm, type ProductLayer } from '#shared/schemas/product-specs.js';

/** Fills for the layers, top down, repeating: told apart by the eye, named by their text. */
const FILLS = ['bg-sand', 'bg-gold/60', 'bg-navy-soft', 'bg-sand-deep', 'bg-gold-deep/70'];

/**
 * A band's height by the layer's thickness, in steps (the page's styles allow classes, not inline
 * heights): thicker layers look thicker, and a thin cover still shows.
 */
const BANDS: [maxCm: number, className: string][] = [
  [2, 'h-2'],
  [4, 'h-3'],
  [7, 'h-5'],
  [12, 'h-7'],
  [18, 'h-10'],
];
const bandClass = (thicknessCm: number) =>
  BANDS.find(([maxCm]) => thicknessCm <= maxCm)?.[1] ?? 'h-14';

/**
 * A mattress's layers top to bottom as a cross-section: a band as tall as the layer is thick
 * beside its material and thickness. The bands are drawing only; the list's text says it all.
 */
export function LayerStack({
  layers,
  label,
  narrow = false,
}: {
  layers: readonly ProductLayer[];
  label: string;
  /** Thin bands on phones, for a table's column. */
  narrow?: boolean;
}) {
  return (
    <ol aria-label={label} className="flex flex-col gap-1">
      {layers.map((layer, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list where a material may repeat; its place is its identity.
        <li key={`${index}-${layer.material}`} className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className={`${narrow ? 'w-5' : 'w-16'} shrink-0 rounded-sm sm:w-24 ${bandClass(layer.thicknessCm)} ${FILLS[index % FILLS.length]}`}
          />
          <span className="text-sm leading-snug text-ink">
            {layer.material}
            <span className="text-muted"> · {formatCm(layer.thicknessCm)}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
