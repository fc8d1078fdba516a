import { COLLECTIONS, type Collection } from '#shared/constants.js';
import { allOption, InputField, SelectField } from '#web/components/admin-fields.tsx';
import { CheckboxField } from '#web/components/checkbox-field.tsx';
import type { ProductFilter } from '../lib/product-filter';

const VISIBILITIES = ['shown', 'hidden'] as const;
const VISIBILITY_LABELS = { shown: 'Shown', hidden: 'Hidden' } as const;

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
      <InputField
        label="Search products by name"
        type="search"
        value={filter.name}
        onChange={(event) => set('name', event.target.value)}
      />
      <SelectField
        label="Collection"
        options={COLLECTIONS}
        first={allOption}
        value={filter.collection}
        onChange={(event) => set('collection', event.target.value as Collection | '')}
      />
      <SelectField
        label="Visibility"
        options={VISIBILITIES}
        optionLabel={(value) => VISIBILITY_LABELS[value]}
        first={allOption}
        value={filter.visibility}
        onChange={(event) => set('visibility', event.target.value as ProductFilter['visibility'])}
      />
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
