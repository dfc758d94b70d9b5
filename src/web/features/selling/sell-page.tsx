import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { pageTitle } from '../../../domain/seo.ts';
import { BulkWizard } from './components/bulk-wizard.tsx';
import { ListingWizard } from './components/listing-wizard.tsx';
import { SellLanding } from './components/sell-landing.tsx';

/**
 * /sell: the landing view, or the listing wizard (?form=item) or the bulk wizard (?form=bulk) in its place.
 * The form lives in the address so the browser's Back button returns to the landing view.
 */
export function SellPage() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const form = searchParams.get('form');
  return (
    <section className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <title>
        {pageTitle(form === 'bulk' ? t`Bulk Upload` : form === 'item' ? t`List an Item` : t`Sell Your Items`)}
      </title>
      {form === 'item' ? <ListingWizard /> : form === 'bulk' ? <BulkWizard /> : <SellLanding />}
    </section>
  );
}
