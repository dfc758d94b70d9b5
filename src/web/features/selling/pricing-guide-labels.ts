import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PriceHintTone, PricingGuideRow } from '../../../domain/pricing-guide.ts';

/**
 * The pricing guide's words in the reader's language: the domain keeps the spec's English rows (label, rule of
 * thumb) and hints; the screens show them through these. A row the list does not know shows as it is.
 */
const ROW_LABELS: Record<string, MessageDescriptor> = {
  Textbooks: msg`Textbooks`,
  Assignments: msg`Assignments`,
  'Handwritten Notes and Notes': msg`Handwritten Notes and Notes`,
  'Lab Journals': msg`Lab Journals`,
  Stationery: msg`Stationery`,
  Calculators: msg`Calculators`,
  Other: msg`Other`,
};

const RULES: Record<string, MessageDescriptor> = {
  '50% of MRP if new, 30–50% if used': msg`50% of MRP if new, 30–50% if used`,
  '₹5 per page': msg`₹5 per page`,
  '50% of MRP for bundles': msg`50% of MRP for bundles`,
};

const HINTS: Record<PriceHintTone, MessageDescriptor> = {
  low: msg`Consider pricing higher for better value`,
  good: msg`Great pricing for this category!`,
  high: msg`Price seems high compared to similar items`,
};

export function guideRowLabel(i18n: I18n, row: PricingGuideRow): string {
  const label = ROW_LABELS[row.label];
  return label ? i18n._(label) : row.label;
}

export function guideRowRule(i18n: I18n, rule: string): string {
  const translated = RULES[rule];
  return translated ? i18n._(translated) : rule;
}

export function priceHintText(i18n: I18n, tone: PriceHintTone): string {
  return i18n._(HINTS[tone]);
}
