import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { CATEGORIES } from '../../../../domain/catalogue.ts';
import { dashboardPriceFlag, PRICING_GUIDE } from '../../../../domain/pricing-guide.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { categoryName } from '../../../lib/i18n/catalogue-labels.ts';
import { guideRowLabel, guideRowRule } from '../pricing-guide-labels.ts';
import { PriceHintBadge } from './pricing-guide-card.tsx';

const rupees = (amount: number) => formatPrice(amount).replace(/\.00$/, '');

/** "Used for: Textbooks, Reference Books", the categories in the reader's language. */
function UsedFor({ categories }: { categories: readonly string[] }) {
  const { i18n } = useLingui();
  const names = categories.map((name) => categoryName(i18n, name)).join(', ');
  return <Trans>Used for: {names}</Trans>;
}

/** The seller dashboard's Pricing Guide tab: the ranges, and a checker for a price in mind. */
export function PricingGuideTab() {
  const { t, i18n } = useLingui();
  const [category, setCategory] = useState<string>('Textbooks');
  const [price, setPrice] = useState('');
  const amount = Number(price);
  const flag = price.trim() !== '' && amount > 0 ? dashboardPriceFlag(amount) : undefined;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>What similar items sell for</Trans>
          </CardTitle>
          <p className="text-slate-600 text-sm">
            <Trans>Typical prices of used items between students, in rupees.</Trans>
          </p>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col divide-y rounded-lg border">
            {PRICING_GUIDE.map((row) => (
              <li
                key={row.label}
                className="flex flex-col gap-1 p-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
              >
                <div className="flex flex-col gap-0.5">
                  <span className="font-semibold text-slate-900">{guideRowLabel(i18n, row)}</span>
                  {row.rule && <span className="text-slate-700 text-sm">{guideRowRule(i18n, row.rule)}</span>}
                  {row.categories.length > 0 && (
                    <span className="text-slate-600 text-xs">
                      <UsedFor categories={row.categories} />
                    </span>
                  )}
                </div>
                <span className="whitespace-nowrap font-semibold text-slate-900 tabular-nums">
                  {rupees(row.min)} – {rupees(row.max)}
                </span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Check a price</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <Select label={t`Category`} value={category} onChange={(event) => setCategory(event.target.value)}>
            {CATEGORIES.map((name) => (
              <option key={name} value={name}>
                {categoryName(i18n, name)}
              </option>
            ))}
          </Select>
          <Input
            label={t`Your price (₹)`}
            type="number"
            inputMode="decimal"
            min={1}
            value={price}
            onChange={(event) => setPrice(event.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <PriceHintBadge category={category} price={price} />
            {flag === 'low' && (
              <Badge tone="red">
                <Trans>Under ₹50: very low</Trans>
              </Badge>
            )}
            {flag === 'high' && (
              <Badge>
                <Trans>Over ₹1,000: higher than most listings</Trans>
              </Badge>
            )}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
