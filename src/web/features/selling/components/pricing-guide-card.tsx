import { Trans, useLingui } from '@lingui/react/macro';
import { Lightbulb } from 'lucide-react';
import {
  PRICING_GUIDE,
  type PriceHintTone,
  priceHint,
  pricingGuideFor,
} from '../../../../domain/pricing-guide.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatPrice } from '../../../lib/format.ts';
import { categoryName } from '../../../lib/i18n/catalogue-labels.ts';
import { guideRowLabel, guideRowRule, priceHintText } from '../pricing-guide-labels.ts';

export const hintTones: Record<PriceHintTone, BadgeTone> = { low: 'yellow', good: 'green', high: 'orange' };

const rupees = (amount: number) => formatPrice(amount).replace(/\.00$/, '');

/** The guide's hint for a typed price, as a badge; nothing until there is a category and a price. */
export function PriceHintBadge({ category, price }: { category: string; price: unknown }) {
  const { i18n } = useLingui();
  const hint = category ? priceHint(category, Number(price)) : undefined;
  if (!hint) return null;
  return (
    <p aria-live="polite">
      <Badge tone={hintTones[hint.tone]}>{priceHintText(i18n, hint.tone)}</Badge>
    </p>
  );
}

/** The pricing guide beside the wizard: every row, the chosen category's row marked, and the price's hint. */
export function PricingGuideCard({ category, price }: { category: string; price: unknown }) {
  const { t, i18n } = useLingui();
  const current = category ? pricingGuideFor(category) : undefined;
  const categoryLabel = categoryName(i18n, category);
  const min = current ? rupees(current.min) : '';
  const max = current ? rupees(current.max) : '';
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Lightbulb aria-hidden="true" className="size-5 text-accent-600" />
          <Trans>Pricing Guide</Trans>
        </CardTitle>
        <p className="text-slate-600 text-sm">
          {price !== '' && price != null && Number(price) === 0
            ? t`You are passing this on for free, so it needs no price.`
            : current
              ? t`${categoryLabel} usually sell for ${min} – ${max}.`
              : t`Choose a category to see what similar items sell for.`}
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <PriceHintBadge category={category} price={price} />
        <ul className="flex flex-col divide-y rounded-lg border text-sm">
          {PRICING_GUIDE.map((row) => (
            <li
              key={row.label}
              aria-current={row === current ? 'true' : undefined}
              className={cn('flex flex-col gap-0.5 px-3 py-2', row === current && 'bg-primary-50')}
            >
              <span className="flex items-baseline justify-between gap-2">
                <span className={row === current ? 'font-semibold text-primary-900' : 'text-slate-800'}>
                  {guideRowLabel(i18n, row)}
                </span>
                <span className="whitespace-nowrap font-semibold text-slate-900 tabular-nums">
                  {rupees(row.min)} – {rupees(row.max)}
                </span>
              </span>
              {row.rule && <span className="text-slate-600 text-xs">{guideRowRule(i18n, row.rule)}</span>}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
