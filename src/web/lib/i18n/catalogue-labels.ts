import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Category, Condition } from '../../../domain/catalogue.ts';

/**
 * Category and condition names as shown to a reader: the API and the addresses keep the English value
 * (`?category=Textbooks`), the page shows it in the reader's language.
 */
const CATEGORY_NAMES: Record<Category, MessageDescriptor> = {
  Textbooks: msg`Textbooks`,
  'Second-hand Books': msg`Second-hand Books`,
  'Reference Books': msg`Reference Books`,
  'Course Notes': msg`Course Notes`,
  'Handwritten Notes': msg`Handwritten Notes`,
  'Previous Year Papers': msg`Previous Year Papers`,
  'Study Materials': msg`Study Materials`,
  Stationery: msg`Stationery`,
  'Study Electronics': msg`Study Electronics`,
  'Lab Equipment': msg`Lab Equipment`,
  Calculators: msg`Calculators`,
  'Drawing Instruments': msg`Drawing Instruments`,
  'Backpacks & Bags': msg`Backpacks & Bags`,
  'Study Tables': msg`Study Tables`,
  'Educational Software': msg`Educational Software`,
  'Study Lamps': msg`Study Lamps`,
  'Project Supplies': msg`Project Supplies`,
  'Classroom Furniture': msg`Classroom Furniture`,
  'Educational Tablets': msg`Educational Tablets`,
  'Other Study Materials': msg`Other Study Materials`,
};

const CONDITION_NAMES: Record<Condition, MessageDescriptor> = {
  New: msg`New`,
  'Like New': msg`Like New`,
  Good: msg`Good`,
  Fair: msg`Fair`,
  Poor: msg`Poor`,
};

/** A category's name in the reader's language; a name the list does not know (an old listing) as it is. */
export function categoryName(i18n: I18n, category: string): string {
  const name = CATEGORY_NAMES[category as Category];
  return name ? i18n._(name) : category;
}

/** A condition's name in the reader's language; one the list does not know as it is. */
export function conditionName(i18n: I18n, condition: string): string {
  const name = CONDITION_NAMES[condition as Condition];
  return name ? i18n._(name) : condition;
}
