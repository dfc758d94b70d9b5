import { Trans, useLingui } from '@lingui/react/macro';
import { Minus, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

interface CartQuantityControlProps {
  title: string;
  quantity: number;
  stock: number;
  disabled?: boolean;
  onQuantityChange: (quantity: number) => void;
}

/** − and + for one cart line: down to 1, up to the stock (spec, section 5). */
export function CartQuantityControl({
  title,
  quantity,
  stock,
  disabled = false,
  onQuantityChange,
}: CartQuantityControlProps) {
  const { t } = useLingui();
  return (
    <fieldset className="inline-flex items-center rounded-lg border bg-white">
      <legend className="sr-only">
        <Trans>Quantity of {title}</Trans>
      </legend>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t`Decrease quantity of ${title}`}
        disabled={disabled || quantity <= 1}
        onClick={() => onQuantityChange(quantity - 1)}
      >
        <Minus aria-hidden="true" className="size-5" />
      </Button>
      <output className="min-w-8 text-center font-semibold tabular-nums">{quantity}</output>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t`Increase quantity of ${title}`}
        disabled={disabled || quantity >= stock}
        onClick={() => onQuantityChange(quantity + 1)}
      >
        <Plus aria-hidden="true" className="size-5" />
      </Button>
    </fieldset>
  );
}
