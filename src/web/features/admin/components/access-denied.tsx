import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { pageTitle } from '../../../../domain/seo.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

/** What a signed-in student sees on an admin screen; the server refuses their calls anyway. */
export function AccessDenied({ message }: { message: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <title>{pageTitle('Access Denied')}</title>
      <EmptyState
        icon={ShieldAlert}
        title="Access Denied"
        description={message}
        action={
          <Button asChild variant="outline">
            <Link to="/">Back to Home</Link>
          </Button>
        }
      />
    </section>
  );
}
