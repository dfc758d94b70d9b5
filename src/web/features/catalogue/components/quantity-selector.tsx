import { msg } from '@lingui/core/macro';
import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslator } from '../../../lib/i18n/use-translator.ts';

/** The most a buyer can pick when a listing does not say how many it has (spec, section 9). */
const STOCK_FALLBACK = 10;

interface QuantitySelectorProps {
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  /** Units available; absent means 10. */
  stock?: number | null | undefined;
}

/** 1 up to the stock (spec, section 4). The number is a live region, so a screen reader hears each change. */
export function QuantitySelector({ quantity, onQuantityChange, stock }: QuantitySelectorProps) {
  const i18n = useTranslator();
  const labelId = useId();
  const max = stock ?? STOCK_FALLBACK;

  return (
    <div className="flex items-center gap-3">
      <span id={labelId} className="font-medium text-slate-800 text-sm">
        {i18n._(msg`Quantity`)}
      </span>
      <div className="inline-flex items-center rounded-lg border bg-white">
        <Button
          variant="ghost"
          size="icon"
          aria-label={i18n._(msg`Decrease quantity`)}
          disabled={quantity <= 1}
          onClick={() => onQuantityChange(Math.max(1, quantity - 1))}
        >
          <Minus aria-hidden="true" className="size-5" />
        </Button>
        <output aria-labelledby={labelId} className="min-w-10 text-center font-semibold tabular-nums">
          {quantity}
        </output>
        <Button
          variant="ghost"
          size="icon"
          aria-label={i18n._(msg`Increase quantity`)}
          disabled={quantity >= max}
          onClick={() => onQuantityChange(Math.min(max, quantity + 1))}
        >
          <Plus aria-hidden="true" className="size-5" />
        </Button>
      </div>
      {stock != null && <span className="text-slate-600 text-sm">{i18n._(msg`${stock} available`)}</span>}
    </div>
  );
}
