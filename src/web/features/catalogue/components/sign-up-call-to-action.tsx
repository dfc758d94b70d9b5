import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';

/** Shown to guests only: the page decides. */
export function SignUpCallToAction() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <div className="flex flex-col items-start gap-4 rounded-lg bg-accent-100 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h2 className="font-bold text-2xl text-slate-900">
            <Trans>Join PassItOn</Trans>
          </h2>
          <p className="mt-1 text-slate-800">
            <Trans>
              A free account lets you buy, sell the books you have finished with, and earn badges.
            </Trans>
          </p>
        </div>
        <Button asChild size="lg">
          <Link to="/auth">
            <Trans>Sign up free</Trans>
          </Link>
        </Button>
      </div>
    </section>
  );
}
