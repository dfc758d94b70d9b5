import { Trans } from '@lingui/react/macro';
import { ShieldAlert } from 'lucide-react';
import { asksToPayOutside } from '../../domain/pay-outside.ts';

/**
 * "Never pay outside PassItOn…" above a message that holds a UPI id, a payment link or asks to pay in advance
 * (docs/decisions/084-blocks.md). Shown to the reader, not the writer, who knows what they wrote.
 */
export function PayOutsideNotice({ text }: { text: string | null }) {
  if (!text || !asksToPayOutside(text)) return null;
  return (
    <p
      role="note"
      className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950 text-sm"
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <Trans>Never pay outside PassItOn before you have the item in your hands.</Trans>
    </p>
  );
}
