import { lazy, Suspense } from 'react';
import { loadCode } from '../lib/load-code.ts';
import { useUser } from '../lib/session/get-user.ts';
import type { ReportMenuProps } from './report-menu-content.tsx';

// The menu, its dialog and the report's schema (Radix, Floating UI, zod: ~45 KB gzip) load only where a student can
// use them: a guest's page, a listing's reviews included, never downloads them
// (docs/decisions/101-hydrate-the-first-screen-first.md).
const ReportMenuContent = lazy(() =>
  loadCode(() => import('./report-menu-content.tsx')).then((module) => ({
    default: module.ReportMenuContent,
  })),
);

/**
 * A "⋮" menu with "Report" (and "Block this student") on a listing, a message, a review or a profile, for a
 * signed-in student and never on what is their own (docs/decisions/083, 084).
 */
export function ReportMenu(props: ReportMenuProps) {
  const user = useUser().data;
  if (!user || (props.ownerId !== undefined && props.ownerId === user.id)) return null;
  return (
    <Suspense fallback={null}>
      <ReportMenuContent {...props} />
    </Suspense>
  );
}
