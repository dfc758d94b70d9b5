import { Trans } from '@lingui/react/macro';
import { FlaskConical } from 'lucide-react';
import { useSiteConfig } from '../../../lib/site-config.ts';

/**
 * Shown whenever the server runs the simulated gateway (a laptop, or a demo server started with
 * PAYMENTS=simulated), so nobody mistakes a test checkout for a real one.
 */
export function TestPaymentsBanner() {
  const { data: siteConfig } = useSiteConfig();
  if (siteConfig?.paymentGateway !== 'simulated') return null;
  return (
    <p
      role="note"
      className="mb-4 flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 font-medium text-amber-900"
    >
      <FlaskConical aria-hidden="true" className="size-5 shrink-0" />
      <Trans>Test payments — no money is taken</Trans>
    </p>
  );
}
