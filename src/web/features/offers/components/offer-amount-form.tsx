import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useState } from 'react';
import { OfferAmountSchema } from '../../../../domain/contracts/offers.ts';
import { toPaise, toRupeeString } from '../../../../domain/money.ts';
import { lowestOffer, type OfferAmountRefusal } from '../../../../domain/offers.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { formatPrice } from '../../../lib/format.ts';

/** The amount's refusals in the reader's language: the schema's own sentences, and the listing's rules. */
function refusalText(
  i18n: I18n,
  refusal: OfferAmountRefusal | 'not_whole' | 'too_large',
  prices: { offer?: string; asking: string },
): string {
  // Named as the API's refusals name them, so both read the same in every language.
  const asking = formatPrice(prices.asking);
  switch (refusal) {
    case 'not_whole':
    case 'offer.not_whole_rupees':
      return i18n._(msg`Enter an amount in whole rupees`);
    case 'too_large':
      return i18n._(msg`The amount is too large`);
    case 'offer.not_below_asking':
      return i18n._(msg`An offer must be below the asking price of ${asking}`);
    case 'offer.below_half': {
      const lowest = formatPrice(toRupeeString(lowestOffer(toPaise(prices.asking))));
      return i18n._(msg`An offer must be at least ${lowest}, half the asking price`);
    }
    case 'offer.counter_out_of_range': {
      const offer = formatPrice(prices.offer ?? '0');
      return i18n._(msg`A counter offer must be more than ${offer} and less than ${asking}`);
    }
  }
}

interface OfferAmountFormProps {
  label: string;
  submitLabel: ReactNode;
  /** The listing's asking price, rupees. */
  asking: string;
  /** The listing's rule for the amount (domain/offers.ts), in paise: a refusal, or null to send it. */
  refuse: (amountPaise: number) => OfferAmountRefusal | null;
  /** Said under the field when the rule refuses a counter: the offer it must beat. */
  offer?: string;
  pending: boolean;
  /** The server's refusal, already in the reader's language. */
  serverError?: string;
  onSubmit: (amount: number) => void;
}

/**
 * An amount in whole rupees, read with the same schema the server reads it with (OfferAmountSchema), then checked
 * against the listing's rule before it is sent; the server checks both again.
 */
export function OfferAmountForm({
  label,
  submitLabel,
  asking,
  refuse,
  offer,
  pending,
  serverError,
  onSubmit,
}: OfferAmountFormProps) {
  const { i18n } = useLingui();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = OfferAmountSchema.safeParse({ amount: value });
    if (!parsed.success) {
      const tooLarge = parsed.error.issues.some((issue) => issue.message === 'The amount is too large');
      setError(refusalText(i18n, tooLarge ? 'too_large' : 'not_whole', { asking }));
      return;
    }
    const refusal = refuse(parsed.data.amount * 100);
    if (refusal) {
      setError(refusalText(i18n, refusal, { asking, offer }));
      return;
    }
    setError(undefined);
    onSubmit(parsed.data.amount);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <div className="w-40">
        <Input
          label={label}
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error ?? serverError}
        />
      </div>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
