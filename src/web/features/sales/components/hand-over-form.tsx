import { zodResolver } from '@hookform/resolvers/zod';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { HandOverSchema, type SaleDetail } from '../../../../domain/contracts/sales.ts';
import { HANDOVER_LOCK_MINUTES, HANDOVER_MAX_WRONG_CODES } from '../../../../domain/exchange.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { translateFieldMessage } from '../../../lib/i18n/api-error-text.ts';
import { useFormatters } from '../../../lib/i18n/use-formatters.ts';
import { useHandOver } from '../api/hand-over.ts';

/** Is the seller still waiting out too many wrong codes? */
function isLocked(sale: SaleDetail, now = new Date()): boolean {
  return sale.codeLockedUntil !== null && new Date(sale.codeLockedUntil) > now;
}

/**
 * The seller types the 6-digit code the buyer shows them when they meet; the right code hands this part over.
 * The code itself never reaches the seller's screen (docs/decisions/030-order-parts-and-hand-over-codes.md).
 */
export function HandOverForm({ sale }: { sale: SaleDetail }) {
  const { t, i18n } = useLingui();
  const { formatDateTime } = useFormatters();
  const handOver = useHandOver(sale.orderId);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(HandOverSchema), defaultValues: { code: '' } });
  const locked = isLocked(sale);

  const onSubmit = handleSubmit(({ code }) => handOver.mutate(code));
  const lockedUntil = locked ? formatDateTime(sale.codeLockedUntil ?? '') : '';
  const triesLeft = sale.codeTriesLeft;
  const minutes = HANDOVER_LOCK_MINUTES;
  const hint = locked
    ? t`Too many wrong codes. You can try again after ${lockedUntil}.`
    : triesLeft < HANDOVER_MAX_WRONG_CODES
      ? t`${plural(triesLeft, {
          one: `# try left before a ${minutes}-minute wait.`,
          other: `# tries left before a ${minutes}-minute wait.`,
        })}`
      : t`Ask the buyer for the code on their order page when you hand the items over.`;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <Input
        label={t`Hand-over code from the buyer`}
        hint={hint}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        disabled={locked}
        textSize="lg"
        className="font-mono tracking-[0.3em] sm:w-48"
        error={
          translateFieldMessage(i18n, errors.code?.message) ??
          (handOver.isError ? errorMessage(handOver.error) : undefined)
        }
        {...register('code')}
      />
      <Button type="submit" loading={handOver.isPending} disabled={locked} className="self-start">
        <KeyRound aria-hidden="true" className="size-5" />
        <Trans>Confirm hand-over</Trans>
      </Button>
    </form>
  );
}
