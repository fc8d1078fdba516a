import { useId } from 'react';
import { SPECS_LIMITS } from '#shared/schemas/product-specs.js';
import { InputField, NumberField } from '#web/components/admin-fields.tsx';
import { secondaryButtonClass } from '#web/components/button-classes.ts';

/** A layer as typed: its thickness stays text until the form is checked. */
export interface LayerDraft {
  /** Keeps a row's inputs with it when rows move. */
  key: number;
  material: string;
  thickness: string;
}

interface LayersEditorProps {
  layers: LayerDraft[];
  onChange: (layers: LayerDraft[]) => void;
  /** The problem at a field's path, such as "layers.2.thicknessCm". */
  errorFor: (field: string) => string | undefined;
}

const smallButton =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-sand-deep px-3 text-sm text-navy hover:bg-sand disabled:opacity-40';

let nextKey = 0;
/** A new row's key, unique for the page's life. */
export const layerKey = () => {
  nextKey += 1;
  return nextKey;
};

/** The layers top to bottom: each a material and a thickness, added, removed and moved in place. */
export function LayersEditor({ layers, onChange, errorFor }: LayersEditorProps) {
  const headingId = useId();
  const change = (at: number, fields: Partial<LayerDraft>) =>
    onChange(layers.map((layer, index) => (index === at ? { ...layer, ...fields } : layer)));
  const move = (from: number, to: number) => {
    const moved = [...layers];
    const [layer] = moved.splice(from, 1);
    if (layer) moved.splice(to, 0, layer);
    onChange(moved);
  };
  const full = layers.length >= SPECS_LIMITS.layers;
  const listProblem = errorFor('layers');

  return (
    <fieldset aria-labelledby={headingId} className="space-y-3">
      <legend id={headingId} className="text-sm font-medium text-navy">
        Layers, top to bottom
      </legend>
      {layers.length === 0 && <p className="text-sm text-muted">No layers given.</p>}
      <ol className="space-y-3">
        {layers.map((layer, index) => {
          const place = index + 1;
          return (
            <li
              key={layer.key}
              className="grid gap-3 rounded-xl bg-cream p-3 sm:grid-cols-[1fr_9rem_auto] sm:items-start"
            >
              <InputField
                label={`Layer ${place} material`}
                name={`layers.${index}.material`}
                value={layer.material}
                onChange={(event) => change(index, { material: event.target.value })}
                error={errorFor(`layers.${index}.material`)}
              />
              <NumberField
                label={`Layer ${place} thickness (cm)`}
                name={`layers.${index}.thicknessCm`}
                inputMode="decimal"
                step={0.1}
                value={layer.thickness}
                onChange={(event) => change(index, { thickness: event.target.value })}
                error={errorFor(`layers.${index}.thicknessCm`)}
              />
              <div className="flex gap-2 sm:mt-6">
                <button
                  type="button"
                  className={smallButton}
                  disabled={index === 0}
                  aria-label={`Move layer ${place} up`}
                  onClick={() => move(index, index - 1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={smallButton}
                  disabled={index === layers.length - 1}
                  aria-label={`Move layer ${place} down`}
                  onClick={() => move(index, index + 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className={`${smallButton} text-danger`}
                  aria-label={`Remove layer ${place}`}
                  onClick={() => onChange(layers.filter((_, at) => at !== index))}
                >
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {listProblem && (
        <p role="alert" className="text-sm text-danger">
          {listProblem}
        </p>
      )}
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={full}
        onClick={() => onChange([...layers, { key: layerKey(), material: '', thickness: '' }])}
      >
        Add layer
      </button>
      {full && <p className="text-sm text-muted">At most {SPECS_LIMITS.layers} layers.</p>}
    </fieldset>
  );
}
