import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { pageTitle } from '../../../../domain/seo.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

/** What a signed-in student sees on an admin screen; the server refuses their calls anyway. */
export function AccessDenied({ message }: { message: string }) {
  const { t } = useLingui();
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <title>{pageTitle(t`Access Denied`)}</title>
      <EmptyState
        icon={ShieldAlert}
        title={t`Access Denied`}
        description={message}
        action={
          <Button asChild variant="outline">
            <Link to="/">
              <Trans>Back to Home</Trans>
            </Link>
          </Button>
        }
      />
    </section>
  );
}
