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
          Verified
        </Badge>
        {isAcademicAddress(user.email) && (
          <Badge tone="primary">
            <GraduationCap aria-hidden="true" className="size-3.5" />
            Verified student
          </Badge>
        )}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-start gap-2">
      <p className="flex flex-wrap items-center gap-2 text-slate-600 text-sm">
        {user.email}
        <Badge tone="yellow">Not verified yet</Badge>
      </p>
      <p className="text-slate-600 text-sm">
        Open the link we e-mailed you to verify your address
        {isAcademicAddress(user.email) ? ' and earn the Verified student badge' : ''}.
      </p>
      <Button
        variant="outline"
        loading={send.isPending}
        disabled={send.isSuccess}
        onClick={() => send.mutate()}
      >
        {send.isSuccess ? 'Link sent' : 'Send the link again'}
      </Button>
    </div>
  );
}
