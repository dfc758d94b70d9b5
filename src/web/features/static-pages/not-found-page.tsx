import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { pageTitle } from '../../../domain/seo.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';

/** Any address the app does not know. */
export function NotFoundPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <title>{pageTitle('Page Not Found')}</title>
      <h1 className="text-center font-bold text-2xl text-slate-900">Page Not Found</h1>
      <EmptyState
        icon={SearchX}
        title="We could not find that page"
        description="The link may be old or mistyped."
        action={
          <Button asChild>
            <Link to="/">Go to the home page</Link>
          </Button>
        }
      />
    </section>
  );
}
