import { Trans } from '@lingui/react/macro';
import { PRICE_FILTER_MAX } from '../../../../domain/catalogue.ts';
import { Input } from '../../../components/ui/input.tsx';
import { useDebouncedDraft } from '../use-debounced-draft.ts';

interface PriceRangeFilterProps {
  minPrice: number | undefined;
  maxPrice: number | undefined;
  onChange: (change: { minPrice?: number | undefined; maxPrice?: number | undefined }) => void;
}

const priceText = (price: number | undefined) => (price === undefined ? '' : String(price));
const toPrice = (text: string) => (text === '' ? undefined : Number(text));

/** Minimum and maximum price, 0–5000 rupees (spec, section 5); empty means no limit. */
export function PriceRangeFilter({ minPrice, maxPrice, onChange }: PriceRangeFilterProps) {
  const min = useDebouncedDraft(priceText(minPrice), (text) => onChange({ minPrice: toPrice(text) }));
  const max = useDebouncedDraft(priceText(maxPrice), (text) => onChange({ maxPrice: toPrice(text) }));

  return (
    <fieldset>
      <legend className="font-medium text-slate-800 text-sm">
        <Trans>Price (₹)</Trans>
      </legend>
      <div className="mt-1.5 grid grid-cols-2 gap-3">
        <Input
          label={
            <span className="font-normal text-slate-600">
              <Trans>Min price</Trans>
            </span>
          }
          type="number"
          inputMode="numeric"
          min={0}
          max={PRICE_FILTER_MAX}
          step={1}
          placeholder="0"
          value={min.draft}
          onChange={(event) => min.setDraft(event.target.value)}
          onBlur={() => min.flush()}
        />
        <Input
          label={
            <span className="font-normal text-slate-600">
              <Trans>Max price</Trans>
            </span>
          }
          type="number"
          inputMode="numeric"
          min={0}
          max={PRICE_FILTER_MAX}
          step={1}
          placeholder={String(PRICE_FILTER_MAX)}
          value={max.draft}
          onChange={(event) => max.setDraft(event.target.value)}
          onBlur={() => max.flush()}
        />
      </div>
    </fieldset>
  );
}
