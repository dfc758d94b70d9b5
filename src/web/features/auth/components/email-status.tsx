import { Trans } from '@lingui/react/macro';
import { BadgeCheck, GraduationCap } from 'lucide-react';
import { isAcademicAddress } from '../../../../domain/academic-address.ts';
import type { User } from '../../../../domain/contracts/auth.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useSendVerificationLink } from '../api/email-verification.ts';

/**
 * The account's address and whether it is verified; unverified, a button sends the link again. A verified college
 * address also shows the "Verified student" badge buyers see on the student's listings.
 */
export function EmailStatus({ user }: { user: Pick<User, 'email' | 'emailVerified'> }) {
  const send = useSendVerificationLink();
  if (user.emailVerified) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-slate-600 text-sm">
        {user.email}
        <Badge tone="green">
          <BadgeCheck aria-hidden="true" className="size-3.5" />
          <Trans>Verified</Trans>
        </Badge>
        {isAcademicAddress(user.email) && (
          <Badge tone="primary">
            <GraduationCap aria-hidden="true" className="size-3.5" />
            <Trans>Verified student</Trans>
          </Badge>
        )}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-start gap-2">
      <p className="flex flex-wrap items-center gap-2 text-slate-600 text-sm">
        {user.email}
        <Badge tone="yellow">
          <Trans>Not verified yet</Trans>
        </Badge>
      </p>
      <p className="text-slate-600 text-sm">
        {isAcademicAddress(user.email) ? (
          <Trans>
            Open the link we e-mailed you to verify your address and earn the Verified student badge.
          </Trans>
        ) : (
          <Trans>Open the link we e-mailed you to verify your address.</Trans>
        )}
      </p>
      <Button
        variant="outline"
        loading={send.isPending}
        disabled={send.isSuccess}
        onClick={() => send.mutate()}
      >
        {send.isSuccess ? <Trans>Link sent</Trans> : <Trans>Send the link again</Trans>}
      </Button>
    </div>
  );
}
