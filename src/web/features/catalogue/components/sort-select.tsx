import { useLingui } from '@lingui/react/macro';
import type { ProductSort } from '../../../../domain/catalogue.ts';
import { Select } from '../../../components/ui/select.tsx';
import { SORT_LABELS } from '../sort-labels.ts';

// Without a sort in the address the server ranks a search by relevance; the list names that choice too.
const BEST_MATCH = 'best_match';

interface SortSelectProps {
  sort: ProductSort | undefined;
  searching: boolean;
  onSortChange: (sort: ProductSort | undefined) => void;
}

export function SortSelect({ sort, searching, onSortChange }: SortSelectProps) {
  const { i18n, t } = useLingui();
  const value = sort ?? (searching ? BEST_MATCH : 'newest');
  return (
    <Select
      label={t`Sort by`}
      value={value}
      onChange={(event) => {
        const chosen = event.target.value;
        onSortChange(chosen === BEST_MATCH ? undefined : (chosen as ProductSort));
      }}
    >
      {searching && <option value={BEST_MATCH}>{t`Best match`}</option>}
      {Object.entries(SORT_LABELS).map(([option, label]) => (
        <option key={option} value={option}>
          {i18n._(label)}
        </option>
      ))}
    </Select>
  );
}
