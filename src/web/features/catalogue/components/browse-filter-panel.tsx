import { CATEGORIES, type Category, CONDITIONS, type Condition } from '../../../../domain/catalogue.ts';
import { Select } from '../../../components/ui/select.tsx';
import type { BrowseFilters, FilterChange } from '../browse-filters.ts';
import { PriceRangeFilter } from './price-range-filter.tsx';

interface BrowseFilterPanelProps {
  filters: BrowseFilters;
  onChange: (change: FilterChange, options?: { typed?: boolean }) => void;
}

/** Category, condition and price: the filters that narrow the results. */
export function BrowseFilterPanel({ filters, onChange }: BrowseFilterPanelProps) {
  return (
    <div className="flex flex-col gap-4">
      <Select
        label="Category"
        value={filters.category ?? ''}
        onChange={(event) =>
          onChange({ category: (event.target.value || undefined) as Category | undefined })
        }
      >
        <option value="">All categories</option>
        {CATEGORIES.map((category) => (
          <option key={category}>{category}</option>
        ))}
      </Select>
      <Select
        label="Condition"
        value={filters.condition ?? ''}
        onChange={(event) =>
          onChange({ condition: (event.target.value || undefined) as Condition | undefined })
        }
      >
        <option value="">Any condition</option>
        {CONDITIONS.map((condition) => (
          <option key={condition}>{condition}</option>
        ))}
      </Select>
      <PriceRangeFilter
        minPrice={filters.minPrice}
        maxPrice={filters.maxPrice}
        onChange={(change) => onChange(change, { typed: true })}
      />
    </div>
  );
}
