import { Trans } from '@lingui/react/macro';
import { ArrowLeft, PackageX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';

/** A missing, removed or unreadable listing (spec, section 2). */
export function ProductNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center">
      <PackageX aria-hidden="true" className="size-12 text-slate-400" />
      <h1 className="font-bold text-2xl text-slate-900">
        <Trans>Product Not Found</Trans>
      </h1>
      <p className="text-slate-600">
        <Trans>Sorry, we couldn't find the product you're looking for.</Trans>
      </p>
      <Button asChild className="mt-2">
        <Link to="/">
          <ArrowLeft aria-hidden="true" className="size-5" />
          <Trans>Back to Browse</Trans>
        </Link>
      </Button>
    </div>
  );
}
