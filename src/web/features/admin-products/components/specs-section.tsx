import { type FormEvent, useRef, useState } from 'react';
import type { Product } from '#shared/schemas/product.js';
import { productSpecsInputSchema } from '#shared/schemas/product-specs.js';
import { NumberField, TextAreaField } from '#web/components/admin-fields.tsx';
import { SubmitButton } from '#web/components/submit-button.tsx';
import { numberValue } from '#web/lib/check-values.ts';
import { formText } from '#web/lib/form-text.ts';
import { serverProblems } from '#web/lib/server-problem.ts';
import type { FieldProblem } from '#web/lib/use-field-problem.ts';
import { useFieldProblems } from '#web/lib/use-field-problems.ts';
import { useSaveSpecs } from '../api/save-specs';
import { FormSectionHeading } from './form-section-heading';
import { type LayerDraft, LayersEditor, layerKey } from './layers-editor';

/** One name a line: how staff type materials and certifications. */
const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/**
 * Where a rule break shows: a layer's own box for its material or thickness ("layers.1.material"),
 * else the field it names (a list's entry shows at the list).
 */
function fieldOf(path: readonly PropertyKey[]): string {
  const [first, index, part] = path;
  if (first === 'layers' && index !== undefined && part !== undefined) {
    return `layers.${String(index)}.${String(part)}`;
  }
  return String(first ?? '');
}

const draftsOf = (product: Product): LayerDraft[] =>
  product.specs.layers.map((layer) => ({
    key: layerKey(),
    material: layer.material,
    thickness: String(layer.thicknessCm),
  }));

/** Height, layers, materials, certifications and care notes, saved together (issue 26). */
function SpecsForm({ product }: { product: Product }) {
  const form = useRef<HTMLFormElement>(null);
  const { show, errorFor, clearOnInput } = useFieldProblems<string>(form);
  const save = useSaveSpecs(product.productId);
  const [layers, setLayers] = useState(() => draftsOf(product));
  const [saved, setSaved] = useState(false);
  const { specs } = product;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    const values = new FormData(event.currentTarget);
    const parsed = productSpecsInputSchema.safeParse({
      heightCm: numberValue(formText(values, 'heightCm')) ?? null,
      layers: layers.map((layer) => ({
        material: layer.material,
        thicknessCm: numberValue(layer.thickness),
      })),
      materials: linesOf(formText(values, 'materials')),
      certifications: linesOf(formText(values, 'certifications')),
      careNotes: formText(values, 'careNotes'),
    });
    if (!parsed.success) {
      return show(
        parsed.error.issues.map((issue) => ({
          field: fieldOf(issue.path),
          message: issue.message,
        })),
      );
    }
    show([]);
    save.mutate(parsed.data, {
      onSuccess: () => setSaved(true),
      onError: (error) =>
        show(
          serverProblems(error).map(
            (problem): FieldProblem => ({ ...problem, field: problem.field || 'layers' }),
          ),
        ),
    });
  }

  return (
    <form
      ref={form}
      onSubmit={submit}
      onInput={clearOnInput}
      noValidate
      aria-label="Specifications"
      className="space-y-4"
    >
      <NumberField
        label="Height (cm)"
        hint="Leave empty if not known."
        name="heightCm"
        inputMode="decimal"
        step={0.1}
        defaultValue={specs.heightCm ?? ''}
        error={errorFor('heightCm')}
        className="sm:w-48"
      />
      <LayersEditor layers={layers} onChange={setLayers} errorFor={errorFor} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextAreaField
          label="Materials"
          hint="One a line."
          name="materials"
          defaultValue={specs.materials.join('\n')}
          error={errorFor('materials')}
        />
        <TextAreaField
          label="Certifications"
          hint="One a line."
          name="certifications"
          defaultValue={specs.certifications.join('\n')}
          error={errorFor('certifications')}
        />
      </div>
      <TextAreaField
        label="Care notes"
        hint="Shown line by line."
        name="careNotes"
        defaultValue={specs.careNotes}
        error={errorFor('careNotes')}
      />
      {saved && (
        <p role="status" className="text-sm text-success">
          Specifications saved.
        </p>
      )}
      <SubmitButton
        pending={save.isPending}
        label="Save specifications"
        pendingLabel="Saving…"
        className="sm:w-auto"
      />
    </form>
  );
}

/** The build of a saved product: what the product page's Specifications show. */
export function SpecsSection({ product }: { product: Product | undefined }) {
  return (
    <section aria-labelledby="specs-heading" className="space-y-4">
      <FormSectionHeading id="specs-heading">Specifications</FormSectionHeading>
      {product ? (
        <SpecsForm key={product.productId} product={product} />
      ) : (
        <p className="text-sm text-muted">Save the product first, then give its specifications.</p>
      )}
    </section>
  );
}
