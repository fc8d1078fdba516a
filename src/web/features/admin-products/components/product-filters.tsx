import { COLLECTIONS, type Collection } from '#shared/constants.js';
import { CheckboxField } from '#web/components/checkbox-field.tsx';
import { controlClass, Field } from '#web/components/form-field.tsx';
import type { ProductFilter } from '../lib/product-filter';

interface ProductFiltersProps {
  filter: ProductFilter;
  onChange: (filter: ProductFilter) => void;
}

/** Product Management's search by name and filters by collection, visibility and low stock. */
export function ProductFilters({ filter, onChange }: ProductFiltersProps) {
  const set = <K extends keyof ProductFilter>(key: K, value: ProductFilter[K]) =>
    onChange({ ...filter, [key]: value });
  return (
    <search className="mt-4 grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))_auto] [&>*]:min-w-0">
      <Field label="Search products by name">
        {(control) => (
          <input
            {...control}
            type="search"
            value={filter.name}
            onChange={(event) => set('name', event.target.value)}
            className={controlClass}
          />
        )}
      </Field>
      <Field label="Collection">
        {(control) => (
          <select
            {...control}
            value={filter.collection}
            onChange={(event) => set('collection', event.target.value as Collection | '')}
            className={controlClass}
          >
            <option value="">All</option>
            {COLLECTIONS.map((collection) => (
              <option key={collection}>{collection}</option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Visibility">
        {(control) => (
          <select
            {...control}
            value={filter.visibility}
            onChange={(event) =>
              set('visibility', event.target.value as ProductFilter['visibility'])
            }
            className={controlClass}
          >
            <option value="">All</option>
            <option value="shown">Shown</option>
            <option value="hidden">Hidden</option>
          </select>
        )}
      </Field>
      <div className="pb-2.5">
        <CheckboxField
          checked={filter.lowStockOnly}
          onChange={(event) => set('lowStockOnly', event.target.checked)}
        >
          Low stock only
        </CheckboxField>
      </div>
    </search>
  );
}
