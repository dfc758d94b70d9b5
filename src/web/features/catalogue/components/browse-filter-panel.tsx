import { useLingui } from '@lingui/react/macro';
import { CATEGORIES, type Category, CONDITIONS, type Condition } from '../../../../domain/catalogue.ts';
import type { ProductFacets } from '../../../../domain/contracts/products.ts';
import { groupIndianDigits } from '../../../../domain/indian-digits.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { categoryName, conditionName } from '../../../lib/i18n/catalogue-labels.ts';
import type { BrowseFilters, FilterChange } from '../browse-filters.ts';
import { PriceRangeFilter } from './price-range-filter.tsx';

interface BrowseFilterPanelProps {
  filters: BrowseFilters;
  onChange: (change: FilterChange, options?: { typed?: boolean }) => void;
  /** How many listings each choice would show; undefined while loading or when the counts could not be had. */
  facets?: ProductFacets;
}

type FacetCounts = ProductFacets['category'];

/** "Textbooks (12)" when the count is known; `shown` is the value as the reader sees it. */
function withCount(value: string, counts: FacetCounts | undefined, shown = value): string {
  if (!counts) return shown;
  const count = counts.find((facet) => facet.value.toLowerCase() === value.toLowerCase())?.count ?? 0;
  return `${shown} (${groupIndianDigits(count)})`;
}

/**
 * The places the current search has listings in, most first, and the chosen one even when it has none
 * (docs/decisions/017-student-search.md).
 */
function placeChoices(counts: FacetCounts | undefined, chosen: string | undefined): string[] {
  const values = (counts ?? []).map((facet) => facet.value);
  if (chosen && !values.some((value) => value.toLowerCase() === chosen.toLowerCase())) values.unshift(chosen);
  return values;
}

/** Category, condition, city, institution, free only and price: the filters that narrow the results, with their counts. */
export function BrowseFilterPanel({ filters, onChange, facets }: BrowseFilterPanelProps) {
  const { i18n, t } = useLingui();
  const cities = placeChoices(facets?.city, filters.city);
  const institutions = placeChoices(facets?.institution, filters.institution);
  return (
    <div className="flex flex-col gap-4">
      <Select
        label={t`Category`}
        value={filters.category ?? ''}
        onChange={(event) =>
          onChange({ category: (event.target.value || undefined) as Category | undefined })
        }
      >
        <option value="">{t`All categories`}</option>
        {CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {withCount(category, facets?.category, categoryName(i18n, category))}
          </option>
        ))}
      </Select>
      <Select
        label={t`Condition`}
        value={filters.condition ?? ''}
        onChange={(event) =>
          onChange({ condition: (event.target.value || undefined) as Condition | undefined })
        }
      >
        <option value="">{t`Any condition`}</option>
        {CONDITIONS.map((condition) => (
          <option key={condition} value={condition}>
            {withCount(condition, facets?.condition, conditionName(i18n, condition))}
          </option>
        ))}
      </Select>
      {cities.length > 0 && (
        <Select
          label={t`City`}
          value={cities.find((city) => city.toLowerCase() === filters.city?.toLowerCase()) ?? ''}
          onChange={(event) => onChange({ city: event.target.value || undefined })}
        >
          <option value="">{t`Any city`}</option>
          {cities.map((city) => (
            <option key={city} value={city}>
              {withCount(city, facets?.city)}
            </option>
          ))}
        </Select>
      )}
      {institutions.length > 0 && (
        <Select
          label={t`College or university`}
          value={institutions.find((name) => name.toLowerCase() === filters.institution?.toLowerCase()) ?? ''}
          onChange={(event) => onChange({ institution: event.target.value || undefined })}
        >
          <option value="">{t`Any college`}</option>
          {institutions.map((institution) => (
            <option key={institution} value={institution}>
              {withCount(institution, facets?.institution)}
            </option>
          ))}
        </Select>
      )}
      <Checkbox
        label={facets ? t`Free only (${groupIndianDigits(facets.free)})` : t`Free only`}
        checked={filters.free === true}
        onChange={(event) => onChange({ free: event.target.checked || undefined })}
      />
      <PriceRangeFilter
        minPrice={filters.minPrice}
        maxPrice={filters.maxPrice}
        onChange={(change) => onChange(change, { typed: true })}
      />
    </div>
  );
}
