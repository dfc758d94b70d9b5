import { Trans, useLingui } from '@lingui/react/macro';
import {
  BookOpen,
  Calculator,
  FileText,
  FlaskConical,
  Library,
  type LucideIcon,
  NotebookPen,
  PencilRuler,
  ScrollText,
} from 'lucide-react';
import { Link } from 'react-router';
import type { Category } from '../../../../domain/catalogue.ts';
import { categoryName } from '../../../lib/i18n/catalogue-labels.ts';
import { LandingSection } from './landing-section.tsx';

// The categories students look for most; the rest of the 20 are one tap away on /browse.
const featured: { category: Category; icon: LucideIcon }[] = [
  { category: 'Textbooks', icon: BookOpen },
  { category: 'Handwritten Notes', icon: NotebookPen },
  { category: 'Course Notes', icon: ScrollText },
  { category: 'Previous Year Papers', icon: FileText },
  { category: 'Reference Books', icon: Library },
  { category: 'Calculators', icon: Calculator },
  { category: 'Lab Equipment', icon: FlaskConical },
  { category: 'Drawing Instruments', icon: PencilRuler },
];

export function CategoryLinks() {
  const { i18n, t } = useLingui();
  return (
    <LandingSection
      title={t`Shop by category`}
      action={
        <Link
          to="/browse"
          className="flex min-h-11 items-center font-medium text-primary-800 text-sm underline-offset-4 hover:underline"
        >
          <Trans>All categories</Trans>
        </Link>
      }
    >
      <ul data-tour="categories" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {featured.map(({ category, icon: Icon }) => (
          <li key={category}>
            <Link
              to={`/browse?${new URLSearchParams({ category })}`}
              className="flex min-h-14 items-center gap-3 rounded-lg border bg-white p-3 font-medium text-slate-900 text-sm shadow-soft hover:border-primary-300 hover:bg-primary-50"
            >
              <Icon aria-hidden="true" className="size-6 shrink-0 text-primary-800" />
              {categoryName(i18n, category)}
            </Link>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
