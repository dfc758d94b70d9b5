import { Trans, useLingui } from '@lingui/react/macro';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { pageTitle } from '../../../domain/seo.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';

/** Any address the app does not know. */
export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <title>{pageTitle(t`Page Not Found`)}</title>
      <h1 className="text-center font-bold text-2xl text-slate-900">
        <Trans>Page Not Found</Trans>
      </h1>
      <EmptyState
        icon={SearchX}
        title={t`We could not find that page`}
        description={t`The link may be old or mistyped.`}
        action={
          <Button asChild>
            <Link to="/">
              <Trans>Go to the home page</Trans>
            </Link>
          </Button>
        }
      />
    </section>
  );
}
