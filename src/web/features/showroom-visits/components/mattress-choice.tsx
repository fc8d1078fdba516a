import { useQuery } from '@tanstack/react-query';
import { MATTRESS_COLLECTIONS } from '#shared/constants.js';
import { VISIT_MATTRESSES_MAX } from '#shared/showrooms.js';
import { getProductsQueryOptions } from '#web/api/get-products.ts';
import { ChoiceGroup } from './choice-group';

interface MattressChoiceProps {
  chosen: number[];
  onChange: (chosen: number[]) => void;
  error?: string | undefined;
}

/** The catalogue's mattresses to tick, at most five, so staff can have them ready. */
export function MattressChoice({ chosen, onChange, error }: MattressChoiceProps) {
  const products = useQuery(getProductsQueryOptions());
  const mattresses = (products.data ?? []).filter((product) =>
    (MATTRESS_COLLECTIONS as readonly string[]).includes(product.collection),
  );
  const full = chosen.length >= VISIT_MATTRESSES_MAX;
  const toggle = (id: number) =>
    onChange(chosen.includes(id) ? chosen.filter((kept) => kept !== id) : [...chosen, id]);

  return (
    <ChoiceGroup
      legend={`Mattresses you would like to try (optional, up to ${VISIT_MATTRESSES_MAX})`}
      name="mattressIds"
      error={error}
    >
      {chosen.length > 0 && (
        <p className="mt-1 text-sm text-muted">
          Chosen:{' '}
          {mattresses
            .filter((mattress) => chosen.includes(mattress.productId))
            .map((mattress) => mattress.name)
            .join(', ')}
        </p>
      )}
      <ul className="mt-2 grid max-h-64 gap-1 overflow-y-auto rounded-xl bg-white p-2 ring-1 ring-sand-deep sm:grid-cols-2">
        {mattresses.map((mattress) => {
          const checked = chosen.includes(mattress.productId);
          return (
            <li key={mattress.productId}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm text-ink hover:bg-sand/60">
                <input
                  type="checkbox"
                  name="mattressIds"
                  value={mattress.productId}
                  checked={checked}
                  disabled={full && !checked}
                  onChange={() => toggle(mattress.productId)}
                  className="size-5 shrink-0 accent-navy"
                />
                <span>
                  {mattress.name}
                  <span className="block text-xs text-muted">{mattress.collection} collection</span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </ChoiceGroup>
  );
}
